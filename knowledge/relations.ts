/**
 * Typed relations between the quantities of the graph. Each names the model that links
 * them, so its equation and citations are the model's, never retyped.
 */
import type { NodeId } from './concepts.ts'
import type { ModelKey } from './models.ts'

export const relationTypes = {
  derivedFrom: 'is computed from',
  estimatedFrom: 'is estimated from measurements of',
  limitedBy: 'is held at or above',
  componentOf: 'is a share of the energy of',
} as const

export type RelationType = keyof typeof relationTypes

export interface Relation {
  subject: NodeId
  type: RelationType
  objects: NodeId[]
  /** The factor the relation goes through, e.g. TDEE from BMR by the activity level. */
  by?: NodeId[]
  model: ModelKey
}

export const relations: Relation[] = [
  { subject: 'bmr', type: 'derivedFrom', objects: ['body-weight', 'height', 'age', 'sex'], model: 'mifflinStJeor' },
  { subject: 'bmr', type: 'derivedFrom', objects: ['body-weight', 'height', 'age', 'sex'], model: 'harrisBenedict' },
  { subject: 'bmr', type: 'derivedFrom', objects: ['lean-mass'], model: 'katchMcArdle' },
  { subject: 'bmr', type: 'derivedFrom', objects: ['lean-mass'], model: 'cunningham' },
  { subject: 'lean-mass', type: 'derivedFrom', objects: ['body-weight', 'body-fat'], model: 'leanMass' },
  { subject: 'tdee', type: 'derivedFrom', objects: ['bmr'], by: ['activity-level'], model: 'tdee' },
  { subject: 'tdee', type: 'estimatedFrom', objects: ['intake-log'], by: ['energy-per-kg'], model: 'adaptiveTdee' },
  { subject: 'calorie-deficit', type: 'derivedFrom', objects: ['weight-change'], by: ['energy-per-kg'], model: 'dailyDeficit' },
  { subject: 'target-calories', type: 'derivedFrom', objects: ['tdee', 'calorie-deficit'], model: 'targetCalories' },
  { subject: 'target-calories', type: 'limitedBy', objects: ['safety-floor'], by: ['sex'], model: 'targetCalories' },
  { subject: 'weight-change', type: 'derivedFrom', objects: ['calorie-deficit'], by: ['energy-per-kg'], model: 'timeToGoal' },
  { subject: 'protein', type: 'componentOf', objects: ['target-calories'], by: ['body-weight'], model: 'planMacros' },
  { subject: 'fat', type: 'componentOf', objects: ['target-calories'], model: 'planMacros' },
  { subject: 'carbohydrate', type: 'componentOf', objects: ['target-calories'], model: 'planMacros' },
  { subject: 'fiber', type: 'derivedFrom', objects: ['target-calories'], model: 'planMacros' },
  { subject: 'body-fat', type: 'estimatedFrom', objects: ['body-circumferences', 'height', 'sex'], model: 'usNavyBodyFat' },
  { subject: 'bmi', type: 'derivedFrom', objects: ['body-weight', 'height'], model: 'bmi' },
  { subject: 'hydration', type: 'derivedFrom', objects: ['body-weight', 'climate', 'training-time'], model: 'hydration' },
]
