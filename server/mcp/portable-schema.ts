/**
 * A tool's input schema in the subset of JSON Schema that function-calling front ends take.
 * MCP clients hand `inputSchema` on as a function's parameters, and some providers refuse the
 * whole request over one keyword they do not know: Gemini's function declarations take a subset
 * of the OpenAPI 3.0 Schema object ("Invalid JSON payload received. Unknown name ..."), OpenAI's
 * strict mode a subset of JSON Schema ("'default' is not permitted"). Sources: docs/mcp.md.
 *
 * The OpenAPI document keeps every keyword (ajv validates with them); only what MCP publishes
 * is rewritten here, by rule. A keyword left out is said in words in its schema's description
 * where it constrains what a caller may send, and the server still enforces it: arguments are
 * checked against the calculator's own schema, not this one.
 */
import type { JsonSchema } from '../../api/openapi/types.ts'

/** The keywords both Gemini's `Schema` and OpenAI's strict mode accept, and the only ones a tool's input may use. */
export const PORTABLE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'description',
  'properties',
  'required',
  'items',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'pattern',
])

/** Gemini declares `enum` as a list of strings: a number in it fails the request ("Invalid value ... (TYPE_STRING)"). */
export const isPortableEnum = (values: unknown[]): boolean => values.every((value) => typeof value === 'string')

/** The words a description states a `format` with; a format not listed here has no portable form yet. */
const FORMAT_WORDS: Record<string, string> = { date: 'YYYY-MM-DD' }

const formatInWords = (format: unknown): string => {
  const words = FORMAT_WORDS[String(format)]
  if (words === undefined) throw new Error(`format ${String(format)} has no words in FORMAT_WORDS`)
  return words
}

/** The date bounds of ajv-formats, as the date fields' descriptions word them. */
const dateRange = ({ formatMinimum: from, formatMaximum: to }: JsonSchema): string =>
  [from === undefined ? 'Up' : `From ${from}`, to === undefined ? 'on' : `to ${to}`].join(' ')

/**
 * Each keyword outside the subset, with what its schema's description must say instead
 * (undefined: it constrains nothing a caller sends). A keyword missing here fails the build of
 * the tools, so a new one is decided, not dropped unseen.
 */
const IN_WORDS: Record<string, (schema: JsonSchema) => string | undefined> = {
  formatMinimum: dateRange,
  formatMaximum: dateRange,
  format: ({ format }) => formatInWords(format),
  default: ({ default: value }) => `Default ${String(value)}`,
  enum: ({ enum: values }) => `One of ${values!.join(', ')}`,
  additionalProperties: ({ additionalProperties }) => {
    if (additionalProperties !== false) throw new Error('only additionalProperties: false has words')
    return 'No other fields are accepted'
  },
  // Illustrations, which OpenAPI shows; the type, bounds and description say what to send.
  examples: () => undefined,
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** Whether the text already makes the statement, in any case, as whole words: "Default 10" does not say "Default 1". */
const makes = (text: string, statement: string): boolean =>
  new RegExp(`(?<!\\w)${statement.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'i').test(text)

/** The description, with each statement it does not already make added as a sentence. */
function withStatements(description: string | undefined, statements: string[]): string | undefined {
  return statements.reduce<string | undefined>((text, statement) => {
    if (text === undefined) return sentence(statement)
    return makes(text, statement) ? text : `${sentence(text)} ${sentence(statement)}`
  }, description)
}

const isKept = (keyword: string, value: unknown): boolean =>
  PORTABLE_KEYWORDS.has(keyword) && (keyword !== 'enum' || isPortableEnum(value as unknown[]))

/** The keyword's value, its subschemas made portable too. */
function portableValue(keyword: string, value: unknown): unknown {
  if (keyword === 'items') return portableSchema(value as JsonSchema)
  if (keyword === 'properties')
    return Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, schema]) => [name, portableSchema(schema)]))
  return value
}

/** The schema in the portable subset, with what it leaves out stated in its description. */
export function portableSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {}
  const statements = new Set<string>()
  for (const [keyword, value] of Object.entries(schema)) {
    if (isKept(keyword, value)) {
      out[keyword] = portableValue(keyword, value)
      continue
    }
    const inWords = IN_WORDS[keyword]
    if (inWords === undefined) throw new Error(`${keyword} is outside the portable subset and has no words in IN_WORDS`)
    const statement = inWords(schema)
    if (statement !== undefined) statements.add(statement)
  }
  const description = withStatements(schema.description, [...statements])
  return description === undefined ? out : { ...out, description }
}
