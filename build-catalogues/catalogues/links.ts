/** Links from one catalogue entry to the API and to the sources, shared by the renderers. */

import type { CalculatorKey } from '../../api/endpoints.ts'
import { endpointOf } from '../../api/endpoints.ts'
import type { BuildContext } from '../context.ts'

export function endpointLink(key: CalculatorKey, ctx: BuildContext) {
  const { method, path } = endpointOf(key)
  return { method, path, url: ctx.url(path) }
}
