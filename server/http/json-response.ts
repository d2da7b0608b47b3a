/** Calculator results: JSON, never stored by caches (they describe a person's body). */
import { JSON_HEADERS, prebuiltHeaders } from './headers.ts'
import { projectionKeyOf, withProjectionJson } from './projection-json.ts'

const HEADERS = prebuiltHeaders({ ...JSON_HEADERS, 'cache-control': 'no-store' })

const respond = (json: string | Uint8Array<ArrayBuffer>) => new Response(json, { headers: HEADERS })

/** A projection kept as numbers, most of an answer's bytes, is written from them (projection-json.ts). */
export function jsonResponse(body: object): Response {
  const key = projectionKeyOf(body)
  return key === undefined ? respond(JSON.stringify(body)) : withProjectionJson(body, key, respond)
}
