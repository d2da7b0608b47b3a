/** Requests the load tools send: one valid call per endpoint, and a typical error. */
import type { LoadRequest } from './wrk.ts'

export const PLAN_BODY = JSON.stringify({
  gender: 'female', age: 41, weightKg: 72.5, heightCm: 168, activityLevel: 'light', weeklyLossGoalKg: 0.5, targetWeightKg: 65, startDate: '2026-01-01',
})
const PLAN_QUERY = 'gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'

export const calculatePost: LoadRequest = { method: 'POST', path: '/api/v1/calculate', body: PLAN_BODY }
export const deficitGet: LoadRequest = { method: 'GET', path: `/api/calculate-deficit?${PLAN_QUERY}` }
/**
 * A built discovery catalogue from dist/: static bytes, no computation. A small one, so
 * that the server's per-request work is measured: with the 78 KB agent file, one wrk
 * thread on a 2-core machine cannot keep even our server busy.
 */
export const CATALOGUE_PATH = '/knowledge-sitemap.xml'
export const catalogueGet: LoadRequest = { method: 'GET', path: CATALOGUE_PATH }
/** Out of bounds: a 422 problem. */
export const invalidGet: LoadRequest = { method: 'GET', path: '/api/calculate-deficit?gender=female&age=12&weightKg=72.5' }

export const everyEndpoint: LoadRequest[] = [
  calculatePost,
  deficitGet,
  { method: 'GET', path: '/api/body-fat-calculator?gender=female&heightCm=165&neckCm=34&waistCm=75&hipCm=100&weightKg=60' },
  { method: 'GET', path: '/api/tdee-estimator?gender=male&age=30&weightKg=80&heightCm=180&activityLevel=light' },
  { method: 'GET', path: '/api/bmr-calculator?gender=male&age=30&weightKg=80&heightCm=180&bodyFatPercent=20' },
  { method: 'GET', path: '/api/weight-loss-estimator?currentWeightKg=90&targetWeightKg=80&weeklyLossGoalKg=0.5&startDate=2026-01-01' },
  { method: 'GET', path: '/api/macronutrient-calculator?calories=2000&preset=keto&weightKg=80' },
  { method: 'GET', path: '/api/bmi-calculator?weightKg=80&heightCm=180' },
  { method: 'GET', path: '/api/water-intake-calculator?weightKg=70&climate=hot&trainingMinutes=30' },
  { method: 'GET', path: '/healthz' },
  invalidGet,
]
