/** Calculator results: JSON, never stored by caches (they describe a person's body). */
import { Projection } from '../../metrics/dynamic/projection.ts'
import { JSON_HEADERS, prebuiltHeaders } from './headers.ts'
import { withProjectionJson } from './projection-json.ts'

const HEADERS = prebuiltHeaders({ ...JSON_HEADERS, 'cache-control': 'no-store' })

const respond = (json: string | Uint8Array<ArrayBuffer>) => new Response(json, { headers: HEADERS })

/** A dynamic-model answer's projection, most of its bytes, is written from its numbers (projection-json.ts). */
export const jsonResponse = (body: object): Response =>
  (body as { projection?: unknown }).projection instanceof Projection
    ? withProjectionJson(body as { projection: Projection }, respond)
    : respond(JSON.stringify(body))
