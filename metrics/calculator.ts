/** What every calculator is: a checked input, a pure computation, a published output schema. */
import { type TObject, Type } from '@sinclair/typebox'
import type { InputDefinition } from './input.ts'

export interface Context {
  /** Today's date in UTC, `YYYY-MM-DD`: the default `startDate`. */
  today: string
}

// biome-ignore lint/suspicious/noExplicitAny: the endpoint table holds calculators of different inputs; compute's parameter makes I contravariant, so `unknown` would not accept them
export interface Calculator<I = any, O = any> {
  id: string
  title: string
  /** One sentence: what it computes. */
  summary: string
  input: InputDefinition<I>
  output: TObject
  compute(input: I, context: Context): O
}

export const defineCalculator = <I, O>(c: Calculator<I, O>): Calculator<I, O> => c

export interface Warning {
  code: string
  message: string
}

export const WarningsSchema = Type.Array(Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: false }), {
  description: 'Cautions about the result; empty when there are none',
})

export const Nullable = <T extends import('@sinclair/typebox').TSchema>(s: T) => Type.Union([s, Type.Null()])
