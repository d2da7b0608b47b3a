/** Errors leaving /mcp: ours as they are, the SDK's with their code but in fixed words. */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { INVALID_MEMBER, MESSAGES, RPC, safeError } from '../../server/mcp/rpc-errors.ts'

test('our errors leave unchanged, those naming a params member too', () => {
  for (const message of [...Object.values(MESSAGES), ...Object.values(INVALID_MEMBER)])
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

/** JSON-RPC 2.0 §5.1, the names the specification gives its codes. */
const SPEC_NAMES: [number, string][] = [
  [-32700, 'Parse error'],
  [-32600, 'Invalid Request'],
  [-32601, 'Method not found'],
  [-32602, 'Invalid params'],
  [-32603, 'Internal error'],
]

test("the SDK's words for JSON-RPC 2.0's own codes become the specification's name for the code, as docs/mcp.md lists them", () => {
  const docs = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')
  for (const [code, name] of SPEC_NAMES) {
    const { message } = safeError({ code, message: `${name}: the SDK's words, quoting Zq9Xw`, data: 'Zq9Xw' })
    expect(message.startsWith(name)).toBe(true)
    expect(docs).toContain(`${String(code).replace('-', '−')} "${message}"`)
  }
  // The one a malformed message would get from the SDK: the name alone, as a sentence.
  expect(safeError({ code: -32700, message: 'Parse error: Invalid JSON', data: 'SyntaxError: Zq9Xw' })).toEqual({
    code: -32700,
    message: 'Parse error.',
  })
})
