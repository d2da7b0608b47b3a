/**
 * The raw baseline: Bun.serve with no framework and no validation, running the same
 * domain code as ours. The ratio ours/raw is what Elysia, strict input checking and our
 * error handling cost. `bun bench/baselines/raw-bun.ts <dist dir>`, PORT from the environment.
 * The daily log's route runs no domain code: it is the least any Bun server pays for such a body.
 */
import { calculators, todayUtc } from '../../metrics/index.ts'
import { baselineArguments, catalogueFile, invalidInputBody, JSON_RESPONSE_HEADERS, PROBLEM_HEADERS } from './common.ts'

type PlanInput = Parameters<typeof calculators.calculateDeficit.compute>[0]

const { port, distDir } = baselineArguments()
const catalogue = catalogueFile(distDir)
const REQUIRED = calculators.calculateDeficit.input.fields.filter((f) => f.required).map((f) => f.name)

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: JSON_RESPONSE_HEADERS })
const context = () => ({ today: todayUtc() })

/** Naive reading: strings as they come, numbers through Number(), nothing checked. */
function planFromQuery(q: URLSearchParams): PlanInput {
  return {
    gender: q.get('gender'),
    age: Number(q.get('age')),
    weightKg: Number(q.get('weightKg')),
    heightCm: Number(q.get('heightCm')),
    activityLevel: q.get('activityLevel'),
    weeklyLossGoalKg: Number(q.get('weeklyLossGoalKg')),
    targetWeightKg: Number(q.get('targetWeightKg')),
    startDate: q.get('startDate') ?? undefined,
  } as PlanInput
}

function deficit(request: Request): Response {
  const q = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1))
  // Only presence is looked at, so the error scenario has a 422 to answer.
  const missing = REQUIRED.filter((name) => !q.has(name))
  if (missing.length > 0) {
    const errors = missing.map((field) => ({ field, message: 'is required' }))
    return new Response(invalidInputBody('/api/calculate-deficit', errors), { status: 422, headers: PROBLEM_HEADERS })
  }
  return json(calculators.calculateDeficit.compute(planFromQuery(q), context()))
}

/**
 * Reads the body and parses it as ours does (its text, then JSON.parse), and answers a small
 * JSON of what it read: the floor under ours for a large body, and what a p99 goal asks of it.
 */
async function parsedOnly(request: Request): Promise<Response> {
  const { entries } = JSON.parse(await request.text()) as { entries: unknown[] }
  return json({ entries: entries.length })
}

Bun.serve({
  hostname: '127.0.0.1',
  port,
  routes: {
    '/healthz': new Response('{"status":"ok"}', { headers: JSON_RESPONSE_HEADERS }),
    // A static Response: Bun answers it natively, the fastest a Bun server can serve bytes.
    [catalogue.path]: new Response(catalogue.body, { headers: catalogue.headers }),
    '/api/v1/calculate': { POST: async (request) => json(calculators.calculate.compute((await request.json()) as PlanInput, context())) },
    '/api/calculate-deficit': { GET: deficit },
    '/api/v1/adaptive-tdee': { POST: parsedOnly },
  },
  fetch: () => new Response(null, { status: 404 }),
})
