/** Calculator results: JSON, never stored by caches (they describe a person's body). */
import { JSON_HEADERS, prebuiltHeaders } from './headers.ts'

const HEADERS = prebuiltHeaders({ ...JSON_HEADERS, 'cache-control': 'no-store' })

export const jsonResponse = (body: unknown): Response => new Response(JSON.stringify(body), { headers: HEADERS })
