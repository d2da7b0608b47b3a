/** /api/v1/citations: question-and-answer modules with full citations. */

import { questions } from '../../knowledge/questions.ts'
import { citations } from '../../knowledge/references.ts'
import { catalogueInfo, summaryPath } from '../../knowledge/service.ts'
import { calculators } from '../../metrics/index.ts'
import { defineCatalogue } from '../catalogue.ts'
import { CitationsSchema } from '../schemas/citations.ts'
import { catalogueHeader } from './header.ts'
import { endpointLink } from './links.ts'

const info = catalogueInfo.citations

export const citationsCatalogue = defineCatalogue({
  info,
  schema: CitationsSchema,
  render: (ctx) => ({
    ...catalogueHeader(info, ctx),
    modules: questions.map((q) => ({
      id: q.id,
      question: q.question,
      triggers: q.triggers,
      answer: q.answer,
      facts: q.facts,
      citations: citations(q.referenceIds),
      endpoint: endpointLink(q.calculator, ctx),
      summary: ctx.url(summaryPath('calculator', calculators[q.calculator].id)),
    })),
  }),
})
