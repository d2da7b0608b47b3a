/**
 * The quantities the service computes or uses, as published in the knowledge graph and
 * the summaries. Every number in the text comes from metrics/constants.ts.
 */

import { fatMassAtDensity, forbesEnergyDensity } from '../metrics/adaptive/energy-density.ts'
import {
  ACTIVITY_MULTIPLIERS,
  AMDR,
  ENERGY_PER_GRAM,
  ENERGY_PER_KG,
  FIBER_PER_1000_KCAL,
  HEALTHY_BMI,
  HYDRATION,
  PLAN_MACROS,
  PROTEIN_REFERENCE_RANGES,
  SAFETY_FLOOR_KCAL,
  US_NAVY_BODY_FAT,
  WEEKLY_LOSS_GOALS_KG,
} from '../metrics/constants.ts'
import type { ModelKey } from './models.ts'
import { grams, list, percent } from './numbers.ts'
import type { CitedId } from './references.ts'

export interface Concept {
  name: string
  alternateName?: string
  description: string
  unit: string
  howToRead: string
  limitations: string[]
  models: ModelKey[]
  /**
   * What the concept cites, when its models' references are broader than what supports it (the
   * plan's macronutrient model cites protein papers, which say nothing of fat or fibre).
   */
  referenceIds?: CitedId[]
}

/** Measured or chosen inputs: nodes of the graph without a summary of their own. */
export interface InputQuantity {
  name: string
  description: string
  unit: string
}

const floor = SAFETY_FLOOR_KCAL.value
/** kcal per kg of weight change at a fat mass, to the nearest 100. */
const densityAt = (fatKg: number) => Math.round(forbesEnergyDensity(fatKg) / 100) * 100
const pm = PLAN_MACROS.value
const deficitPerGoal = WEEKLY_LOSS_GOALS_KG.value.map((g) => (g * ENERGY_PER_KG.value) / 7)
const ESTIMATE = 'A population-based estimate for planning, not a diagnosis; people with a medical condition should ask a clinician.'

/** Why the activity multipliers are a convention, said by the activity-level concept and the TDEE knowledge object. */
export const MULTIPLIERS_AGAINST_FAO_BANDS =
  "FAO 2004's physical activity level bands (1.40-1.69 sedentary or light, 1.70-1.99 active, 2.00-2.40 vigorous) have nothing below 1.40 " +
  `and put ${ACTIVITY_MULTIPLIERS.value.moderate} in the sedentary-or-light band, not at moderate activity.`

export const concepts = {
  bmr: {
    name: 'Basal metabolic rate',
    alternateName: 'BMR',
    description: 'Energy the body uses in a day at complete rest, to keep its organs working.',
    unit: 'kcal/day',
    howToRead:
      'The base of daily energy needs; activity comes on top. The equations can differ by a hundred kcal or more for the same person: compare them in `byFormula`.',
    limitations: [
      'Predictive equations give the average for people of the same size, age and sex; a measured BMR can differ.',
      'The lean-mass equations need a body fat estimate and carry its error.',
      'Mifflin-St Jeor (1990) and the revised Harris-Benedict (Roza and Shizgal 1984) were fitted to resting energy expenditure, as their titles say; calling what they predict BMR, as calculators do, is a naming convention.',
    ],
    models: ['mifflinStJeor', 'harrisBenedict', 'katchMcArdle', 'cunningham'],
  },
  tdee: {
    name: 'Total daily energy expenditure',
    alternateName: 'TDEE',
    description: 'Energy used in a whole day, activity included; also called maintenance calories.',
    unit: 'kcal/day',
    howToRead: 'Eating this much keeps body weight about stable; eating less makes a deficit.',
    limitations: [
      'The activity multipliers are a convention, not a measured physical activity level, and choosing a level is subjective.',
      ESTIMATE,
    ],
    models: ['tdee', 'adaptiveTdee'],
  },
  'activity-level': {
    name: 'Activity level',
    description: `Habitual activity, one of ${list(Object.keys(ACTIVITY_MULTIPLIERS.value))}; it selects the TDEE multiplier (${Object.entries(
      ACTIVITY_MULTIPLIERS.value,
    )
      .map(([l, x]) => `${l} ${x}`)
      .join(', ')}).`,
    unit: 'one of five levels',
    howToRead: 'Pick the level that matches a usual week, not the most active one; `tdeeByActivityLevel` shows all five.',
    limitations: [
      `The five multipliers are the origin calculator's published set, a convention rather than measured values: ${MULTIPLIERS_AGAINST_FAO_BANDS}`,
    ],
    models: ['tdee'],
  },
  'calorie-deficit': {
    name: 'Calorie deficit',
    description: `Daily energy eaten below maintenance. A weekly goal of ${list(WEEKLY_LOSS_GOALS_KG.value)} kg asks for ${list(deficitPerGoal)} kcal/day.`,
    unit: 'kcal/day',
    howToRead: '`deficit` is the deficit actually planned after the safety floor; it can be smaller than the one requested.',
    limitations: ['A steady deficit does not give a steady loss for ever: the body adapts and loss slows over months.'],
    models: ['dailyDeficit', 'targetCalories'],
  },
  'safety-floor': {
    name: 'Safety floor for daily calories',
    description: `The lowest daily intake the service plans or recommends: ${floor.male} kcal for men, ${floor.female} kcal for women (the adaptive TDEE, given no sex, holds the higher, ${floor.male}).`,
    unit: 'kcal/day',
    howToRead:
      'A conventional minimum for eating without medical supervision. Where a pace, a goal date or a recommended loss would need less, the intake is held at the floor and the warning FLOOR_CLIPPED says so (with `isFloorClipped: true` on the deficit plans); the static weight-loss timeline, which plans no intake, warns PACE_BELOW_FLOOR instead, and the adaptive TDEE warns FLOOR_ABOVE_EXPENDITURE where the floor is at or above the expenditure it finds.',
    limitations: ['A general guideline for unsupervised dieting, not an individual medical threshold.'],
    models: ['targetCalories'],
  },
  'target-calories': {
    name: 'Target calories',
    description:
      'The daily intake the plan sets: maintenance minus the requested deficit, never below the safety floor; at or below the target weight, maintenance.',
    unit: 'kcal/day',
    howToRead: 'Eat about this much each day; weigh weekly and adjust, since the estimate of maintenance can be off.',
    limitations: [ESTIMATE],
    models: ['targetCalories'],
  },
  'weight-change': {
    name: 'Weight change',
    description: `Body weight lost or gained over time. The static rule converts energy to weight at ${ENERGY_PER_KG.value} kcal per kg; the dynamic model (Hall 2011) follows fat, lean tissue, glycogen and fluid as expenditure adapts.`,
    unit: 'kg',
    howToRead:
      "`daysToGoal` and `goalDate` are projections at a constant deficit or pace; with model=dynamic, `projection` shows the path and `plateauWeightKg` where the weight would settle if the plan's intake were kept for years (past its target, when it is reached; once there, the intake that holds the target is the goal-date planner's `maintenanceCaloriesAtGoal`).",
    limitations: [
      'The static energy rule overestimates long-term loss because expenditure falls as weight falls (by the Hall 2011 model as the bw package integrates it, a 90 kg, 180 cm, 40-year-old man eating 500 kcal/day below maintenance at PAL 1.5 loses about 13.7 kg in a year; the rule says 23.7).',
      'The dynamic model takes the activity multiplier as its physical activity level (PAL), which the bw package documents from 1.4 to 2.4: sedentary (1.2) and light (1.375) run it below that range, where expenditure falls less as weight falls, so the projection loses a little faster (the same man at PAL 1.2 loses about 15.8 kg in a year, at 1.4 about 14.4).',
      'Day-to-day weight varies with water and food in the gut; judge the trend over weeks.',
    ],
    models: ['timeToGoal', 'weightLossTimeline', 'hallDynamic', 'adaptiveTdee'],
  },
  'energy-per-kg': {
    name: 'Energy per kilogram of body weight',
    description: `${ENERGY_PER_KG.value} kcal per kg of body weight lost or gained.`,
    unit: 'kcal/kg',
    howToRead: 'Divide the energy of a deficit by this value to get the weight it corresponds to.',
    limitations: [
      `Lost tissue is not pure fat, so the true energy per kg varies between people and over time: by Forbes' partition in the Hall 2011 model, about ${densityAt(15)} kcal/kg with 15 kg of fat and ${densityAt(40)} with 40 kg (Hall 2008: the rule fits people with more than about 30 kg of fat; by the densities used here it is met at ${Math.round(fatMassAtDensity(ENERGY_PER_KG.value))} kg). The adaptive TDEE uses that partition when a measured body fat, or gender, age and height, are given.`,
    ],
    models: ['dailyDeficit', 'timeToGoal', 'adaptiveTdee'],
  },
  protein: {
    name: 'Protein',
    description: `In the plan, ${pm.proteinGramsPerKg} g per kg of the lower of current and goal weight, at most ${percent(pm.proteinMaxEnergyShare)} % of the calories; ${ENERGY_PER_GRAM.value.protein} kcal per g.`,
    unit: 'g/day',
    howToRead: `A daily amount to spread over meals. ${pm.proteinGramsPerKg} g/kg is inside the ${grams(PROTEIN_REFERENCE_RANGES.value.weightLossInAthletes)} recommended during weight loss in athletes (Hector & Phillips 2018), just below the ISSN's ${grams(PROTEIN_REFERENCE_RANGES.value.trainedInDeficit)} for resistance-trained people in a deficit, and well above the ${PROTEIN_REFERENCE_RANGES.value.rda} g/kg RDA for adults (IOM 2005).`,
    limitations: ['People with kidney disease need medical advice before a high-protein diet.'],
    models: ['planMacros', 'macroPresets'],
    referenceIds: ['hector2018', 'jager2017', 'iomMacronutrients2005'],
  },
  fat: {
    name: 'Fat',
    description: `In the plan, ${percent(pm.fatEnergyShare)} % of the calories; ${ENERGY_PER_GRAM.value.fat} kcal per g.`,
    unit: 'g/day',
    howToRead: `A daily amount of dietary fat. The plan keeps it inside the AMDR for adults (${AMDR.value.fat.min}-${AMDR.value.fat.max} % of energy); the keto and low-carb presets of the macronutrient calculator do not.`,
    limitations: ['The amount says nothing about the kind of fat; unsaturated fats are preferred.'],
    models: ['planMacros', 'macroPresets'],
    referenceIds: ['iomMacronutrients2005'],
  },
  carbohydrate: {
    name: 'Carbohydrate',
    description: `In the plan, the calories left after protein and fat; ${ENERGY_PER_GRAM.value.carb} kcal per g; never below 0.`,
    unit: 'g/day',
    howToRead: 'A daily amount; whole grains, fruit and vegetables bring fiber with it.',
    limitations: [
      `With protein at its cap of ${percent(pm.proteinMaxEnergyShare)} % and fat at ${percent(pm.fatEnergyShare)} %, the remainder is ${percent(1 - pm.proteinMaxEnergyShare - pm.fatEnergyShare)} % of the calories, below the AMDR's ${AMDR.value.carb.min}-${AMDR.value.carb.max} % for carbohydrate: the plan keeps protein and fat inside their ranges, not carbohydrate.`,
    ],
    models: ['planMacros', 'macroPresets'],
    referenceIds: ['iomMacronutrients2005'],
  },
  fiber: {
    name: 'Dietary fiber',
    description: `${FIBER_PER_1000_KCAL.value} g per 1000 kcal eaten, at most the carbohydrate (fiber is carbohydrate).`,
    unit: 'g/day',
    howToRead: 'A daily amount to reach from whole foods.',
    limitations: ['Scaled to calories, so a low target gives a low figure; many guidelines also give a fixed daily minimum.'],
    models: ['planMacros', 'macroPresets'],
    referenceIds: ['iomMacronutrients2005', 'dga2020'],
  },
  'body-fat': {
    name: 'Body fat percentage',
    description: 'Share of body weight that is fat, estimated by the US Navy circumference method and given an ACE category.',
    unit: '%',
    howToRead: 'Compare with the ACE category; track the change over time with the same tape and the same person measuring.',
    limitations: [
      'Circumference methods have a standard error of a few percentage points against laboratory methods.',
      `Results outside ${US_NAVY_BODY_FAT.value.plausibleRangePercent.min} to ${US_NAVY_BODY_FAT.value.plausibleRangePercent.max} % are rejected as measurement errors.`,
    ],
    models: ['usNavyBodyFat'],
  },
  'lean-mass': {
    name: 'Lean body mass',
    description: 'Body weight that is not fat: muscle, bone, organs and water.',
    unit: 'kg',
    howToRead: 'Keeping it while losing weight is the goal of a high-protein plan; the lean-mass BMR equations start from it.',
    limitations: ['Inherits the error of the body fat estimate it is computed from.'],
    models: ['leanMass', 'katchMcArdle', 'cunningham'],
  },
  bmi: {
    name: 'Body mass index',
    alternateName: 'BMI',
    description: `Weight divided by height squared; the WHO healthy range is ${HEALTHY_BMI.value.min} to ${HEALTHY_BMI.value.max} kg/m².`,
    unit: 'kg/m²',
    howToRead: 'Read the WHO category and `healthyWeightRangeKg`; BMI Prime above 1 means above the healthy range.',
    limitations: [
      'BMI does not tell fat from muscle: muscular people can read as overweight.',
      'The adult categories do not apply to children and teenagers, and risk at a given BMI differs between populations.',
    ],
    models: ['bmi'],
  },
  hydration: {
    name: 'Daily water intake',
    description: `Total water per day: ${HYDRATION.value.mlPerKg} ml per kg (at most ${HYDRATION.value.baseCapMl / 1000} L) plus climate and training allowances, food included.`,
    unit: 'ml/day',
    howToRead: `About ${percent(HYDRATION.value.shareFromFood)} % usually comes from food; drink the rest through the day, more in heat and during training.`,
    limitations: [
      'Kidney or heart conditions change fluid needs and call for medical advice.',
      'Sweat rates vary widely between people; drinking well beyond sweat losses risks hyponatraemia (Sawka 2007).',
    ],
    models: ['hydration'],
  },
} satisfies Record<string, Concept>

export type ConceptId = keyof typeof concepts

export const inputs = {
  'body-weight': { name: 'Body weight', description: 'Current (or goal) body weight.', unit: 'kg' },
  height: { name: 'Height', description: 'Standing height.', unit: 'cm' },
  age: { name: 'Age', description: 'Age in whole years.', unit: 'years' },
  sex: { name: 'Sex', description: 'Selects the sex-specific equations and the safety floor.', unit: 'male or female' },
  'body-circumferences': { name: 'Body circumferences', description: 'Neck, waist and (for women) hip circumferences.', unit: 'cm' },
  climate: { name: 'Climate', description: 'Temperate, hot or very hot: adds a water allowance.', unit: 'category' },
  'training-time': { name: 'Training time', description: 'Minutes of training per day.', unit: 'min/day' },
  'intake-log': {
    name: 'Weight and intake log',
    description: 'A daily log of body weight and energy eaten.',
    unit: 'kg and kcal/day per day',
  },
} satisfies Record<string, InputQuantity>

export type InputId = keyof typeof inputs
export type NodeId = ConceptId | InputId

/** Every node of the graph by id. */
export const graphNodes: Record<NodeId, Concept | InputQuantity> = { ...concepts, ...inputs }
