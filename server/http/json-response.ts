/** Calculator results: JSON, never stored by caches (they describe a person's body). */
import { Projection } from '../../metrics/dynamic/projection.ts'
import { JSON_HEADERS, prebuiltHeaders } from './headers.ts'
import { jsonWithProjection } from './projection-json.ts'

const HEADERS = prebuiltHeaders({ ...JSON_HEADERS, 'cache-control': 'no-store' })

/** A dynamic-model answer's projection, most of its bytes, is written from its numbers (projection-json.ts). */
export const jsonResponse = (body: object): Response =>
  new Response(
    (body as { projection?: unknown }).projection instanceof Projection
      ? jsonWithProjection(body as { projection: Projection })
      : JSON.stringify(body),
    { headers: HEADERS },
  )
