/** Schema of /api/v1/nutrition-benchmarks.json; the row schema is built from the column list. */
import { type TSchema, Type } from '@sinclair/typebox'
import { type Column, columns } from '../../knowledge/benchmarks.ts'
import { GENDERS } from '../../metrics/fields.ts'
import { CitationSchema, closed, headerProperties, Text } from './common.ts'

const cellSchema: Record<Column['type'], () => TSchema> = {
  string: () => Type.String(),
  integer: () => Type.Integer(),
  number: () => Type.Number(),
  boolean: () => Type.Boolean(),
}

const RowSchema = closed(Object.fromEntries(columns.map((c) => [c.name, cellSchema[c.type]()])))

export const BenchmarksSchema = closed({
  ...headerProperties,
  source: closed({
    citation: CitationSchema,
    survey: Type.String(),
    years: Type.String(),
    table: Text('Which published figures were used'),
    note: Text('How the published figures were used, and what was not used'),
  }),
  method: Text('How each row is computed'),
  ageBands: Type.Array(
    closed({
      band: Type.String(),
      ageYears: Type.Integer(),
      measures: closed(
        Object.fromEntries(
          GENDERS.map((g) => [g, closed({ weightKg: Type.Number({ description: 'kg' }), heightCm: Type.Number({ description: 'cm' }) })]),
        ),
      ),
    }),
  ),
  columns: Type.Array(
    closed({
      name: Type.String(),
      type: Type.Union([Type.Literal('string'), Type.Literal('integer'), Type.Literal('number'), Type.Literal('boolean')]),
      unit: Type.Optional(Type.String()),
      description: Text('What the column holds'),
    }),
  ),
  rows: Type.Array(RowSchema, { minItems: 1 }),
})
