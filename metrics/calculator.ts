/** What every calculator is: a checked input, a pure computation, a published output schema. */
import { type TObject, Type } from '@sinclair/typebox'
import type { InputDefinition } from './input.ts'

export interface Context {
  /** Today's date in UTC, `YYYY-MM-DD`: the default `startDate`. */
  today: string
}

// biome-ignore lint/suspicious/noExplicitAny: the endpoint table holds calculators of different inputs; compute's parameter makes I contravariant, so `unknown` would not accept them
export interface Calculator<I = any, O = any> {
  /**
   * The calculator's one name: the last segment of its API path (the seed's `body-fat-calculator`),
   * which is also its page path, fixture folder and catalogue id. Code names it by `codeName`.
   */
  id: string
  title: string
  /** One sentence: what it computes. */
  summary: string
  input: InputDefinition<I>
  output: TObject
  compute(input: I, context: Context): O
}

export const defineCalculator = <I, O>(c: Calculator<I, O>): Calculator<I, O> => c

/**
 * The id as an identifier: less the seed's `-calculator`/`-estimator` suffix, in camelCase
 * (`body-fat-calculator` → `bodyFat`). Its key in `calculators`, its OpenAPI operationId and MCP
 * tool name, and its schema names, so no calculator has a second name to keep in step.
 */
export const codeName = (id: string): string => camelCase(id.replace(/-(calculator|estimator)$/, ''))

/** `entities-schema` → `entitiesSchema`. */
export const camelCase = (name: string): string => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

export interface Warning {
  code: string
  message: string
}

export const WarningsSchema = Type.Array(Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: false }), {
  description: 'Cautions about the result; empty when there are none',
})

export const Nullable = <T extends import('@sinclair/typebox').TSchema>(s: T) => Type.Union([s, Type.Null()])
