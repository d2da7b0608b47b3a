/**
 * Question-and-answer modules. Each answer states its numbers from the constants or from
 * a result computed exactly as the API computes it, and cites the references behind it.
 */

import type { CalculatorKey } from '../api/endpoints.ts'
import { computeExample, EXAMPLE_DATE } from '../api/examples.ts'
import { presetsOutsideAmdr } from '../metrics/calculators/macronutrients.ts'
import {
  AMDR,
  ENERGY_PER_KG,
  FIBER_PER_1000_KCAL,
  HEALTHY_BMI,
  HYDRATION,
  MACRO_PRESETS,
  PLAN_MACROS,
  PROTEIN_REFERENCE_RANGES,
  SAFETY_FLOOR_KCAL,
} from '../metrics/constants.ts'
import { fields, PRESETS } from '../metrics/fields.ts'
import { calculators } from '../metrics/index.ts'
import { models } from './models.ts'
import { grams, percent } from './numbers.ts'
import type { CitedId } from './references.ts'

export interface Fact {
  name: string
  value: number | string
  unit: string
}

export interface Question {
  id: string
  question: string
  triggers: string[]
  answer: string
  facts: Fact[]
  referenceIds: CitedId[]
  calculator: CalculatorKey
}

const fact = (name: string, value: number | string, unit: string): Fact => ({ name, value, unit })

// Every answer works through the same example person: each field at its published example.
const f = {
  age: fields.age.example,
  weightKg: fields.weightKg.example,
  targetWeightKg: fields.targetWeightKg.example,
  heightCm: fields.heightCm.example,
  activityLevel: fields.activityLevel.example,
  weeklyLossGoalKg: fields.weeklyLossGoalKg.example,
}
const noun = fields.gender.example === 'male' ? 'man' : 'woman'
const person = `a ${f.age}-year-old ${noun} of ${f.weightKg} kg and ${f.heightCm} cm`
const Person = person[0]!.toUpperCase() + person.slice(1)
const plan = computeExample(calculators.calculateDeficit)
const bmr = computeExample(calculators.bmr)
const tdee = computeExample(calculators.tdee)
const { macros } = computeExample(calculators.calculate)
const split = computeExample(calculators.macronutrient)
const amdr = AMDR.value
const bodyFat = computeExample(calculators.bodyFat)
const bmi = computeExample(calculators.bmi)
const water = computeExample(calculators.waterIntake)
const floor = SAFETY_FLOOR_KCAL.value
const kcalPerKg = ENERGY_PER_KG.value
const dailyForGoal = (f.weeklyLossGoalKg * kcalPerKg) / 7
const byFormula = Object.entries(bmr.byFormula)

const byDate = computeExample(calculators.caloriesForGoalDate)
// The example's target is a healthy weight, well inside the model: the build stops if it were not.
const { dailyCalories: byDateDaily, maintenanceCaloriesAtGoal: atGoal } = byDate
if (byDateDaily === null || atGoal === null) throw new Error('the goal-date example is beyond the model')

export const questions: Question[] = [
  {
    id: 'calories-for-a-goal-date',
    question: 'How many calories a day do I need to reach my goal weight by a certain date?',
    triggers: [
      'calories to reach goal weight by date',
      'how much to eat to lose weight by',
      'goal date calorie planner',
      'body weight planner',
    ],
    answer:
      `By the Hall 2011 dynamic model (the NIH Body Weight Planner's), ${person} starting on ${EXAMPLE_DATE} and reaching ${f.targetWeightKg} kg ` +
      `on ${byDate.goalDate} needs ${byDateDaily} kcal a day held constant, against ${byDate.maintenanceCalories} kcal to maintain today's weight; ` +
      `holding ${f.targetWeightKg} kg afterwards takes about ${atGoal} kcal a day. The model predicts an ` +
      'average adult and assumes the intake is kept; individuals vary.',
    facts: [
      fact('dailyCalories', byDateDaily, 'kcal/day'),
      fact('maintenanceCalories', byDate.maintenanceCalories, 'kcal/day'),
      fact('maintenanceCaloriesAtGoal', atGoal, 'kcal/day'),
    ],
    referenceIds: ['hall2011'],
    calculator: 'caloriesForGoalDate',
  },
  {
    id: 'energy-per-kg',
    question: 'How many calories are in a kilogram of body weight?',
    triggers: ['calories in a kg of fat', 'how many calories to lose 1 kg', 'calories per pound of fat', 'kcal per kg weight loss'],
    answer:
      `The service uses ${kcalPerKg} kcal per kg of body weight lost or gained (${ENERGY_PER_KG.source}). ` +
      `Losing ${f.weeklyLossGoalKg} kg a week therefore takes a deficit of ${dailyForGoal} kcal a day. The rule assumes the ` +
      'deficit stays the same; as weight falls, expenditure falls too, so after the first weeks it overestimates loss (Hall 2011). ' +
      'For dates that account for this, send model=dynamic or use calories-for-goal-date.',
    facts: [fact('energyPerKg', kcalPerKg, 'kcal/kg'), fact('dailyDeficitForExampleGoal', dailyForGoal, 'kcal/day')],
    referenceIds: ['wishnofsky1958', 'hall2011'],
    calculator: 'calculateDeficit',
  },
  {
    id: 'bmr-equation',
    question: 'How do I calculate my basal metabolic rate (BMR)?',
    triggers: ['bmr formula', 'basal metabolic rate calculation', 'mifflin st jeor equation', 'resting calories burned'],
    answer: `With the Mifflin-St Jeor equation: ${models.mifflinStJeor.formula}. For ${person} that is ${bmr.bmr} kcal/day.`,
    facts: [fact('bmr', bmr.bmr, 'kcal/day')],
    referenceIds: ['mifflin1990'],
    calculator: 'bmr',
  },
  {
    id: 'bmr-equations-compared',
    question: 'Which BMR equations does the service offer?',
    triggers: ['harris benedict vs mifflin', 'katch mcardle formula', 'cunningham equation', 'bmr from lean body mass'],
    answer:
      'Four: Mifflin-St Jeor (default), Harris-Benedict as revised by Roza and Shizgal, and, when the body fat is known, ' +
      `Katch-McArdle (${models.katchMcArdle.formula}) and Cunningham (${models.cunningham.formula}) from lean body mass. ` +
      `For ${person} at ${fields.bodyFatPercent.example} % body fat they give ` +
      `${byFormula.map(([formula, kcal]) => `${formula} ${kcal}`).join(', ')} kcal/day.`,
    facts: byFormula.map(([formula, kcal]) => fact(formula, kcal, 'kcal/day')),
    referenceIds: ['mifflin1990', 'roza1984', 'cunningham1991', 'cunningham1980'],
    calculator: 'bmr',
  },
  {
    id: 'tdee',
    question: 'How many calories do I burn in a day?',
    triggers: ['tdee calculator', 'maintenance calories', 'daily calorie needs', 'calories burned per day'],
    answer:
      `Total daily energy expenditure is BMR times an activity multiplier (${models.tdee.formula}); the multipliers are ` +
      "conventional factors, not FAO 2004's measured physical activity levels (1.40-1.69 for sedentary or light lives). " +
      `For ${person} with a ${f.activityLevel} activity level that is ${tdee.tdee} kcal/day.`,
    facts: [fact('tdee', tdee.tdee, 'kcal/day'), fact('activityMultiplier', tdee.activityMultiplier, 'TDEE/BMR')],
    referenceIds: ['fao2004', 'mifflin1990'],
    calculator: 'tdee',
  },
  {
    id: 'safety-floor',
    question: 'What is the lowest safe daily calorie intake?',
    triggers: ['minimum calories per day', 'lowest safe calories', 'how low can calories go', `${floor.female} calorie diet`],
    answer:
      `Without medical supervision, not below ${floor.male} kcal a day for men or ${floor.female} kcal for women. ` +
      'A deficit plan never sets a target under that floor and says so with isFloorClipped; at or below the target weight the plan ' +
      'is maintenance, which for a small, inactive person can lie below it.',
    facts: [fact('floorMale', floor.male, 'kcal/day'), fact('floorFemale', floor.female, 'kcal/day')],
    referenceIds: ['harvardCalories'],
    calculator: 'calculateDeficit',
  },
  {
    id: 'time-to-goal',
    question: 'How long will it take to reach my goal weight?',
    triggers: ['how long to lose weight', 'weight loss time calculator', 'when will I reach my goal weight', 'days to reach target weight'],
    answer:
      `Days = weight to lose × ${kcalPerKg} kcal/kg ÷ the daily deficit, rounded up. ${Person} going from ${f.weightKg} to ` +
      `${f.targetWeightKg} kg at ${f.weeklyLossGoalKg} kg a week (${f.activityLevel} activity) eats ${plan.targetCalories} kcal/day, ` +
      `a deficit of ${plan.deficit} kcal, and needs ${plan.daysToGoal} days.`,
    facts: [
      fact('targetCalories', plan.targetCalories, 'kcal/day'),
      fact('deficit', plan.deficit, 'kcal/day'),
      fact('daysToGoal', plan.daysToGoal ?? 'unreachable', 'days'),
    ],
    referenceIds: ['wishnofsky1958', 'mifflin1990'],
    calculator: 'calculateDeficit',
  },
  {
    id: 'protein-in-a-deficit',
    question: 'How much protein should I eat while losing weight?',
    triggers: ['protein for weight loss', 'grams of protein per kg', 'protein intake cutting', 'how much protein per day'],
    answer:
      `The plan sets ${PLAN_MACROS.value.proteinGramsPerKg} g per kg of the lower of current and goal weight, capped at ` +
      `${percent(PLAN_MACROS.value.proteinMaxEnergyShare)} % of the calories: inside the ` +
      `${grams(PROTEIN_REFERENCE_RANGES.value.weightLossInAthletes)} recommended during weight loss in athletes (Hector and Phillips 2018), ` +
      `just below the ${grams(PROTEIN_REFERENCE_RANGES.value.trainedInDeficit)} the ISSN position stand gives resistance-trained people in a deficit. For most exercising people the ISSN gives ` +
      `${grams(PROTEIN_REFERENCE_RANGES.value.mostExercisingPeople)}, and the RDA for adults is ${PROTEIN_REFERENCE_RANGES.value.rda} g/kg (IOM 2005). ` +
      `For the example plan that is ${macros.proteinGrams} g a day.`,
    facts: [fact('proteinPerKg', PLAN_MACROS.value.proteinGramsPerKg, 'g/kg'), fact('proteinGrams', macros.proteinGrams, 'g/day')],
    referenceIds: ['hector2018', 'jager2017', 'iomMacronutrients2005'],
    calculator: 'calculate',
  },
  {
    id: 'macro-split',
    question: 'How should my calories be split between protein, fat and carbohydrate?',
    triggers: ['macro split', 'macronutrient ratio', 'keto macros', 'low carb macros', 'balanced diet percentages'],
    answer:
      `By preset (protein/fat/carbohydrate % of energy): ${Object.entries(MACRO_PRESETS.value)
        .map(([n, s]) => `${n} ${s.protein}/${s.fat}/${s.carb}`)
        .join(', ')}. ` +
      `At ${split.calories} kcal the ${split.preset} split is ${split.proteinGrams} g protein, ${split.fatGrams} g fat and ${split.carbGrams} g carbohydrate. ` +
      `${presetsOutsideAmdr.length} of the ${PRESETS.length} presets (${presetsOutsideAmdr.join(', ')}) fall outside the IOM acceptable macronutrient ` +
      `distribution ranges (AMDR: protein ${amdr.protein.min}-${amdr.protein.max} %, fat ${amdr.fat.min}-${amdr.fat.max} %, carbohydrate ` +
      `${amdr.carb.min}-${amdr.carb.max} % of energy for adults).`,
    facts: [
      fact('proteinGrams', split.proteinGrams, 'g/day'),
      fact('fatGrams', split.fatGrams, 'g/day'),
      fact('carbGrams', split.carbGrams, 'g/day'),
      fact('presetsOutsideAmdr', presetsOutsideAmdr.length, 'presets'),
    ],
    referenceIds: ['iomMacronutrients2005'],
    calculator: 'macronutrient',
  },
  {
    id: 'fiber',
    question: 'How much fiber should I eat a day?',
    triggers: ['daily fiber intake', 'fiber grams per day', 'fibre recommendation'],
    answer: `${FIBER_PER_1000_KCAL.value} g per 1000 kcal eaten, at most the carbohydrate (fiber is carbohydrate); at ${split.calories} kcal that is ${split.fiberGrams} g a day.`,
    facts: [fact('fiberPer1000Kcal', FIBER_PER_1000_KCAL.value, 'g/1000 kcal'), fact('fiberGrams', split.fiberGrams, 'g/day')],
    referenceIds: ['iomMacronutrients2005', 'dga2020'],
    calculator: 'macronutrient',
  },
  {
    id: 'body-fat-tape',
    question: 'How can I estimate my body fat with a tape measure?',
    triggers: ['navy body fat formula', 'body fat percentage calculator', 'measure body fat at home', 'neck waist body fat'],
    answer:
      `With the US Navy circumference method: ${models.usNavyBodyFat.formula}. A ${noun} of ${f.heightCm} cm with a neck of ` +
      `${fields.neckCm.example} cm and a waist of ${fields.waistCm.example} cm comes out at ${bodyFat.bodyFatPercent} % (${bodyFat.category}).`,
    facts: [fact('bodyFatPercent', bodyFat.bodyFatPercent, '%'), fact('category', bodyFat.category, 'ACE category')],
    referenceIds: ['hodgdon1984men', 'hodgdon1984women', 'aceBodyFat'],
    calculator: 'bodyFat',
  },
  {
    id: 'healthy-bmi',
    question: 'What is a healthy BMI?',
    triggers: ['bmi range', 'normal bmi', 'bmi calculator', 'am I overweight bmi'],
    answer:
      `${HEALTHY_BMI.value.min} to ${HEALTHY_BMI.value.max} kg/m² (WHO normal weight). ${Person} has a BMI of ${bmi.bmi} ` +
      `(${bmi.category}); the healthy range at that height is ${bmi.healthyWeightRangeKg.min} to ${bmi.healthyWeightRangeKg.max} kg.`,
    facts: [
      fact('healthyBmiMin', HEALTHY_BMI.value.min, 'kg/m²'),
      fact('healthyBmiMax', HEALTHY_BMI.value.max, 'kg/m²'),
      fact('bmi', bmi.bmi, 'kg/m²'),
    ],
    referenceIds: ['who2000'],
    calculator: 'bmi',
  },
  {
    id: 'daily-water',
    question: 'How much water should I drink a day?',
    triggers: ['daily water intake', 'how many liters of water', 'water per kg body weight', 'hydration calculator'],
    answer:
      `${HYDRATION.value.mlPerKg} ml per kg of body weight (at most ${HYDRATION.value.baseCapMl / 1000} L, EFSA's 95th percentile for men) ` +
      'plus climate and training allowances, food included; drink to replace sweat losses, not beyond them. ' +
      `${f.weightKg} kg with ${fields.trainingMinutes.example} minutes of training in a ${fields.climate.example} climate gives ` +
      `${water.totalMl} ml (${water.totalLiters} L).`,
    facts: [
      fact('mlPerKg', HYDRATION.value.mlPerKg, 'ml/kg'),
      fact('baseCapL', HYDRATION.value.baseCapMl / 1000, 'L/day'),
      fact('totalMl', water.totalMl, 'ml/day'),
    ],
    referenceIds: ['iomWater2005', 'efsaWater2010', 'sawka2007'],
    calculator: 'waterIntake',
  },
]
