/** Links from one catalogue entry to the API and to the sources, shared by the renderers. */
import type { BuildContext } from '../context.ts'
import { endpointOf } from '../../api/endpoints.ts'
import type { CalculatorKey } from '../knowledge/concepts.ts'
import { modelReferenceIds, models, type ModelKey } from '../knowledge/models.ts'
import { citations, type CitedId, type PublishedCitation } from '../knowledge/references.ts'

export function endpointLink(key: CalculatorKey, ctx: BuildContext) {
  const { method, path } = endpointOf(key)
  return { method, path, url: ctx.url(path) }
}

export const modelCitations = (keys: readonly ModelKey[]): PublishedCitation[] =>
  citations(keys.flatMap((key): CitedId[] => modelReferenceIds(models[key])))
