/** Calculator results: JSON, never stored by caches (they describe a person's body). */
const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

export const jsonResponse = (body: unknown): Response => new Response(JSON.stringify(body), { headers: HEADERS })
