/** The answers to a GET or HEAD of a static file: only choices, every header prepared. */
import { chooseVariant, identityOf } from './accept-encoding.ts'
import { ifNoneMatchHits } from './if-none-match.ts'
import type { StaticFile } from './load.ts'

export function respond(file: StaticFile, request: Request): Response {
  const variant = chooseVariant(request.headers.get('accept-encoding'), file.variants)
  const condition = request.headers.get('if-none-match')
  if (condition !== null && ifNoneMatchHits(condition, variant.etag)) {
    return variant.notModified.clone()
  }
  return variant.ok.clone()
}

/** The identity variant as one fixed answer (Bun's native static route): nothing varies, so no Vary. */
export function identityResponse(file: StaticFile): Response {
  const identity = identityOf(file.variants).ok.clone()
  identity.headers.delete('vary')
  return identity
}
