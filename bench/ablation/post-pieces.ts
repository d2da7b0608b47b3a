/**
 * The ablation's server: POST /api/v1/calculate assembled with the pieces named in PIECES
 * (comma-separated; see pipeline.ts). `bun bench/ablation/post-pieces.ts`, PORT from the
 * environment; also answers /healthz.
 */
import { JSON_RESPONSE_HEADERS } from '../baselines/common.ts'
import { assembled, piecesNamed } from './pipeline.ts'

Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT),
  routes: {
    '/healthz': new Response('{"status":"ok"}', { headers: JSON_RESPONSE_HEADERS }),
    '/api/v1/calculate': { POST: assembled(piecesNamed(process.env.PIECES ?? '')) },
  },
  fetch: () => new Response(null, { status: 404 }),
})
