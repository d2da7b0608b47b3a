/**
 * One tool per row of the endpoint table, named by its OpenAPI operationId, its schemas the
 * ones OpenAPI publishes (the same TypeBox definitions the server validates with), the input's
 * in the subset function-calling front ends take, and its call the REST endpoint's computation:
 * the same input check, the same JSON.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js'
import { type ApiEndpoint, endpoints } from '../../api/endpoints.ts'
import { toolName } from '../../api/mcp.ts'
import { publishedInputSchema, publishedOutputSchema } from '../../api/openapi/calculator-operations.ts'
import type { JsonSchema } from '../../api/openapi/types.ts'
import { checkInput, InvalidInputError } from '../../metrics/index.ts'
import { portableSchema } from './portable-schema.ts'
import { toolDescription } from './tool-descriptions.ts'

export interface CalculatorTool {
  definition: Tool
  /** `today` is the default startDate, as for REST. */
  call(args: Record<string, unknown>, today: string): CallToolResult
}

/** Pure computations of the arguments alone: nothing is read, written or fetched. */
const ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const

/** MCP requires object schemas; every calculator's input and output is a TypeBox object. */
function objectSchema(schema: JsonSchema): Tool['inputSchema'] {
  if (schema.type !== 'object') throw new Error('a tool schema must be an object schema')
  return schema as Tool['inputSchema']
}

/** The 422's detail and per-field messages, as the tool result an agent can correct itself from. */
const invalidInput = ({ summary, errors }: InvalidInputError): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: JSON.stringify({ detail: summary, errors }) }],
})

function calculatorTool(endpoint: ApiEndpoint): CalculatorTool {
  const { calculator } = endpoint
  return {
    definition: {
      name: toolName(calculator),
      title: calculator.title,
      description: toolDescription(endpoint),
      // Clients forward the input as a function's parameters; the output only validates structuredContent (docs/mcp.md).
      inputSchema: objectSchema(portableSchema(publishedInputSchema(calculator))),
      outputSchema: objectSchema(publishedOutputSchema(calculator)),
      annotations: ANNOTATIONS,
    },
    call(args, today) {
      let output: Record<string, unknown>
      try {
        // Arguments are parsed JSON, typed as sent: checked as a POST body is.
        output = calculator.compute(checkInput(calculator.input, args, { fromJson: true }), { today })
      } catch (error) {
        if (error instanceof InvalidInputError) return invalidInput(error)
        throw error
      }
      // The text block carries the same JSON, for clients that read text only (MCP 2025-11-25, tools).
      return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output }
    },
  }
}

export const calculatorTools = (): CalculatorTool[] => endpoints.map(calculatorTool)
