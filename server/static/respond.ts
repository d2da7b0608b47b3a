/** The answers to a GET or HEAD of a static file: only choices, every header prepared. */
import { chooseVariant, identityOf } from './accept-encoding.ts'
import { ifNoneMatchHits } from './if-none-match.ts'
import type { StaticFile } from './load.ts'

export function respond(file: StaticFile, request: Request): Response {
  const variant = chooseVariant(request.headers.get('accept-encoding'), file.variants)
  const condition = request.headers.get('if-none-match')
  if (condition !== null && ifNoneMatchHits(condition, variant.etag)) {
    return new Response(null, { status: 304, headers: variant.notModifiedHeaders })
  }
  return new Response(variant.body, { headers: variant.headers })
}

/** The identity variant as one fixed answer (Bun's native static route): nothing varies, so no Vary. */
export function identityResponse(file: StaticFile): Response {
  const identity = identityOf(file.variants)
  const headers = new Headers(identity.headers)
  headers.delete('vary')
  return new Response(identity.body, { headers })
}
