/** Errors leaving /mcp: ours as they are, the SDK's with their code but in fixed words. */
import { expect, test } from 'bun:test'
import { MESSAGES, RPC, safeError } from '../../server/mcp/rpc-errors.ts'

test('our errors leave unchanged', () => {
  for (const message of Object.values(MESSAGES))
    expect(safeError({ code: RPC.invalidParams, message })).toEqual({ code: RPC.invalidParams, message })
})

test("the SDK's keep their code, not their words: an internal error stays one", () => {
  expect(safeError({ code: RPC.internalError, message: 'Server does not support task creation (required for tools/call)' })).toEqual({
    code: RPC.internalError,
    message: MESSAGES.internalError,
  })
  expect(safeError({ code: RPC.invalidParams, message: 'Invalid tools/call request: [{"path":["x"]}]' })).toEqual({
    code: RPC.invalidParams,
    message: MESSAGES.invalidParams,
  })
  expect(safeError({ code: -32001, message: 'Session not found: abc' })).toEqual({
    code: -32001,
    message: 'The request could not be answered.',
  })
})

test('a known message with data attached is reworded too (data may quote the request)', () => {
  expect(safeError({ code: RPC.methodNotFound, message: MESSAGES.methodNotFound, data: { method: 'x' } })).toEqual({
    code: RPC.methodNotFound,
    message: MESSAGES.methodNotFound,
  })
})
