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

/**
 * Every warning code the service sends. Each calculator's output schema names the codes it sends
 * (`warningsOf`), from which OpenAPI and the MCP tools publish them; metrics/warning-examples.ts
 * words each once, and tests hold both to the codes the golden fixtures carry.
 */
export type WarningCode =
  | 'IMPLAUSIBLE_BMI'
  | 'UNDER_18'
  | 'BELOW_ESSENTIAL_FAT'
  | 'FLOOR_CLIPPED'
  | 'ALREADY_AT_TARGET'
  | 'GOAL_UNREACHABLE'
  | 'LEVELS_OFF_ABOVE_TARGET'
  | 'DISTANT_GOAL_DATE'
  | 'CEILING_HELD'
  | 'TARGET_BEYOND_MODEL'
  | 'INTAKE_BEYOND_MODEL'
  | 'PLATEAU_BEYOND_MODEL'
  | 'OLDER_ADULT_LOSS'
  | 'CURRENT_BELOW_HEALTHY_BMI'
  | 'TARGET_BELOW_HEALTHY_BMI'
  | 'TARGET_LOW_FOR_AGE'
  | 'TARGET_ABOVE_HEALTHY_BMI'
  | 'PACE_ABOVE_RECOMMENDED'
  | 'PACE_BELOW_FLOOR'
  | 'HIGH_WATER_INTAKE'
  | 'BELOW_ADEQUATE_INTAKE'
  | 'TOO_LITTLE_DATA'
  | 'LARGE_GAP'
  | 'OUTLIERS_DROPPED'
  | 'IMPLAUSIBLE_CHANGE'
  | 'FLOOR_ABOVE_EXPENDITURE'
  | 'WIDE_INTERVAL'
  | 'BELOW_PREDICTED_BMR'
  | 'ABOVE_SUSTAINED_EXPENDITURE'

export interface Warning {
  code: WarningCode
  message: string
}

/** The warnings about the person that the plans, the estimator, the goal-date planner, BMR and TDEE can send (the adaptive TDEE the first two). */
export const PERSON_WARNING_CODES = ['IMPLAUSIBLE_BMI', 'UNDER_18', 'BELOW_ESSENTIAL_FAT'] as const satisfies WarningCode[]

/**
 * An output's `warnings`, naming the codes this calculator sends: a client (or an MCP client
 * checking structured content) can rely on the list for this version; a later one may add codes.
 */
export const warningsOf = (...codes: [WarningCode, ...WarningCode[]]) =>
  Type.Array(
    Type.Object(
      {
        code: Type.Union(codes.map((c) => Type.Literal(c))),
        message: Type.String({ description: 'The caution in plain words, with its figures' }),
      },
      { additionalProperties: false },
    ),
    { description: 'Cautions about the result; empty when there are none' },
  )

/** The codes an output's `warnings` names (`warningsOf`: a union of literals, or one literal); none without warnings. */
export function warningCodesOf(output: TObject): WarningCode[] {
  const code = (output.properties.warnings as { items?: TObject } | undefined)?.items?.properties.code as
    | { anyOf?: { const: WarningCode }[]; const?: WarningCode }
    | undefined
  if (code === undefined) return []
  return code.anyOf === undefined ? [code.const!] : code.anyOf.map((c) => c.const)
}

export const Nullable = <T extends import('@sinclair/typebox').TSchema>(s: T) => Type.Union([s, Type.Null()])
