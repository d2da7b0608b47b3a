/**
 * The public API: which calculator answers at which method and path. The server mounts
 * this table; OpenAPI, the catalogues and the docs are generated from it.
 */
import { calculators, type Calculator } from '../metrics/index.ts'

export interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  calculator: Calculator
}

export const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/v1/calculate', calculator: calculators.calculate },
  { method: 'GET', path: '/api/calculate-deficit', calculator: calculators.deficit },
  { method: 'GET', path: '/api/body-fat-calculator', calculator: calculators.bodyFat },
  { method: 'GET', path: '/api/tdee-estimator', calculator: calculators.tdee },
  { method: 'GET', path: '/api/bmr-calculator', calculator: calculators.bmr },
  { method: 'GET', path: '/api/weight-loss-estimator', calculator: calculators.weightLoss },
  { method: 'GET', path: '/api/macronutrient-calculator', calculator: calculators.macronutrients },
  { method: 'GET', path: '/api/bmi-calculator', calculator: calculators.bmi },
  { method: 'GET', path: '/api/water-intake-calculator', calculator: calculators.waterIntake },
  { method: 'GET', path: '/api/calories-for-goal-date', calculator: calculators.goalDate },
  { method: 'POST', path: '/api/v1/adaptive-tdee', calculator: calculators.adaptiveTdee },
]
