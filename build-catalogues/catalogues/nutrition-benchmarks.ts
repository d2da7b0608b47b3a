/** /api/v1/nutrition-benchmarks.json: reference cohorts through the core functions. */

import { ageBands, benchmarkRows, columns, referenceSource } from '../../knowledge/benchmarks.ts'
import { citation } from '../../knowledge/references.ts'
import { catalogueInfo } from '../../knowledge/service.ts'
import { defineCatalogue } from '../catalogue.ts'
import { BenchmarksSchema } from '../schemas/nutrition-benchmarks.ts'
import { catalogueHeader } from './header.ts'

const info = catalogueInfo.benchmarks

export const benchmarksCatalogue = defineCatalogue({
  info,
  schema: BenchmarksSchema,
  render: (ctx) => ({
    ...catalogueHeader(info, ctx),
    source: {
      citation: citation(referenceSource.referenceId),
      survey: referenceSource.survey,
      years: referenceSource.years,
      table: referenceSource.table,
      note: referenceSource.note,
    },
    method:
      'Each row enters the reference weight and height, the age of the band and the activity level into the same input check ' +
      'and calculators the API runs (calculate-deficit once per weekly goal, bmi, water-intake with its defaults); the values ' +
      'are those an API call with the same inputs returns.',
    ageBands,
    columns: columns.map(({ name, type, unit, description }) => ({ name, type, ...(unit === undefined ? {} : { unit }), description })),
    rows: benchmarkRows(),
  }),
})
