/**
 * The mathematical models the calculators implement, written out from the same constants
 * the formulas read (metrics/constants.ts): a changed constant changes every formula
 * published here. Formulas use ASCII operators so agents can parse them.
 */
import {
  ACE_BODY_FAT_CATEGORIES,
  ACTIVITY_MULTIPLIERS,
  ADAPTIVE_TDEE,
  BMI_CATEGORIES,
  type Constant,
  CUNNINGHAM,
  DYNAMIC_MODEL_HORIZON,
  ENERGY_PER_GRAM,
  ENERGY_PER_KG,
  FIBER_PER_1000_KCAL,
  HACKERS_DIET_TREND,
  HALL_ENERGY,
  HALL_GLYCOGEN_AND_FLUID,
  HARRIS_BENEDICT_REVISED,
  HEALTHY_BMI,
  HYDRATION,
  JACKSON_BODY_FAT,
  KATCH_MCARDLE,
  KJ_PER_KCAL,
  MACRO_PRESETS,
  MEAN_MONTH_DAYS,
  MIFFLIN_ST_JEOR,
  PLAN_MACROS,
  SAFETY_FLOOR_KCAL,
  SILVA_EXTRACELLULAR_FLUID,
  US_NAVY_BODY_FAT,
  WEIGHT_CHANGE_ENERGY,
} from '../metrics/constants.ts'
import { percent } from './numbers.ts'
import { bibliography, type CitedId, citations, type PublishedCitation } from './references.ts'

export interface Variable {
  symbol: string
  meaning: string
  unit: string
}

export interface ModelDescription {
  id: string
  name: string
  formula: string
  inWords: string
  variables: Variable[]
  constants: Constant<unknown>[]
  /** Beyond the constants' own references: the source of the method itself. */
  methodReferenceIds?: CitedId[]
}

const v = (symbol: string, meaning: string, unit: string): Variable => ({ symbol, meaning, unit })
const W = v('weightKg', 'body weight', 'kg')
const H = v('heightCm', 'height', 'cm')
const A = v('age', 'age', 'years')
const LBM = v('lbm', 'lean body mass = weightKg * (1 - bodyFatPercent / 100)', 'kg')
const KCAL = v('targetCalories', 'daily target calories (integer)', 'kcal/day')

const msj = MIFFLIN_ST_JEOR.value
const hb = HARRIS_BENEDICT_REVISED.value
const navy = US_NAVY_BODY_FAT.value
const pm = PLAN_MACROS.value
const kcalPerGram = ENERGY_PER_GRAM.value
const water = HYDRATION.value
const floor = SAFETY_FLOOR_KCAL.value
const m = ACTIVITY_MULTIPLIERS.value
/** The two lean-mass equations share one form: intercept + factor * lbm. */
function leanMassBmr(id: string, author: string, c: Constant<{ intercept: number; leanMass: number }>): ModelDescription {
  return {
    id,
    name: `${author} BMR (lean mass)`,
    formula: `BMR = ${c.value.intercept} + ${c.value.leanMass} * lbm`,
    inWords: `${c.value.intercept} kcal plus ${c.value.leanMass} kcal per kg of lean body mass; needs bodyFatPercent.`,
    variables: [LBM],
    constants: [c],
  }
}
const hbFormula = (c: typeof hb.male) => `${c.intercept} + ${c.weight} * weightKg + ${c.height} * heightCm - ${c.age} * age`

export const models = {
  mifflinStJeor: {
    id: 'mifflin-st-jeor',
    name: 'Mifflin-St Jeor BMR (default)',
    formula: `BMR = ${msj.weight} * weightKg + ${msj.height} * heightCm - ${msj.age} * age + s; s = ${msj.male} (male), ${msj.female} (female)`,
    inWords:
      `Basal metabolic rate is ${msj.weight} kcal per kg of body weight plus ${msj.height} per cm of height, minus ${msj.age} per ` +
      `year of age; then ${msj.male} kcal is added for men and ${msj.female} kcal for women.`,
    variables: [W, H, A, v('BMR', 'basal metabolic rate', 'kcal/day')],
    constants: [MIFFLIN_ST_JEOR],
  },
  harrisBenedict: {
    id: 'harris-benedict',
    name: 'Harris-Benedict BMR, revised by Roza and Shizgal',
    formula: `BMR(male) = ${hbFormula(hb.male)}; BMR(female) = ${hbFormula(hb.female)}`,
    inWords: 'A sex-specific intercept plus weighted weight and height, minus a weighted age, with the coefficients of the 1984 revision.',
    variables: [W, H, A],
    constants: [HARRIS_BENEDICT_REVISED],
  },
  katchMcArdle: leanMassBmr('katch-mcardle', 'Katch-McArdle', KATCH_MCARDLE),
  cunningham: leanMassBmr('cunningham', 'Cunningham', CUNNINGHAM),
  leanMass: {
    id: 'lean-mass',
    name: 'Lean body mass and fat mass',
    formula: 'leanMassKg = weightKg * (1 - bodyFatPercent / 100); fatMassKg = weightKg * bodyFatPercent / 100',
    inWords: 'Fat mass is the body fat share of the body weight; lean mass is the rest.',
    variables: [W, v('bodyFatPercent', 'body fat', '%')],
    constants: [],
  },
  tdee: {
    id: 'tdee',
    name: 'Total daily energy expenditure',
    formula: `TDEE = BMR * m(activityLevel); m = ${Object.entries(m)
      .map(([level, x]) => `${level} ${x}`)
      .join(', ')}`,
    inWords:
      'Daily energy use is the basal metabolic rate multiplied by the multiplier of the habitual activity level: the factorial method FAO 2004 describes, with five conventional multipliers that are not its physical activity levels (it has none below 1.40).',
    variables: [v('BMR', 'basal metabolic rate', 'kcal/day'), v('m', 'activity multiplier', 'dimensionless')],
    constants: [ACTIVITY_MULTIPLIERS],
    methodReferenceIds: ['fao2004'],
  },
  dailyDeficit: {
    id: 'daily-deficit',
    name: 'Requested daily deficit',
    formula: `requestedDeficit = weeklyLossGoalKg * ${ENERGY_PER_KG.value} / 7`,
    inWords: `Each kg of body weight stands for ${ENERGY_PER_KG.value} kcal; a weekly goal is spread over 7 days.`,
    variables: [v('weeklyLossGoalKg', 'planned weekly loss', 'kg/week')],
    constants: [ENERGY_PER_KG],
  },
  targetCalories: {
    id: 'target-calories',
    name: 'Target calories with safety floor',
    formula:
      `maintenanceCalories = round(TDEE); targetCalories = weightKg <= targetWeightKg ? maintenanceCalories : ` +
      `round(max(maintenanceCalories - requestedDeficit, floor)); floor = ${floor.male} (male), ${floor.female} (female); ` +
      'deficit = max(0, maintenanceCalories - targetCalories); isFloorClipped = weightKg > targetWeightKg and maintenanceCalories - requestedDeficit < floor',
    inWords:
      `Maintenance calories minus the requested deficit, but never below ${floor.male} kcal/day for men or ` +
      `${floor.female} kcal/day for women; the deficit reported is the one actually planned after that floor. At or below the ` +
      'target weight the plan is maintenance: no deficit, so the floor, a minimum for dieting, does not apply.',
    variables: [
      v('TDEE', 'total daily energy expenditure', 'kcal/day'),
      v('requestedDeficit', 'requested daily deficit', 'kcal/day'),
      v('weightKg', 'current body weight', 'kg'),
      v('targetWeightKg', 'target body weight', 'kg'),
    ],
    constants: [SAFETY_FLOOR_KCAL],
  },
  timeToGoal: {
    id: 'time-to-goal',
    name: 'Days to the goal weight under a deficit',
    formula: `daysToGoal = ceil((weightKg - targetWeightKg) * ${ENERGY_PER_KG.value} / deficit); weeksToGoal = round1(daysToGoal / 7)`,
    inWords: `The energy stored in the weight to lose (${ENERGY_PER_KG.value} kcal per kg) divided by the daily deficit, rounded up to whole days.`,
    variables: [W, v('targetWeightKg', 'goal weight', 'kg'), v('deficit', 'planned daily deficit', 'kcal/day')],
    constants: [ENERGY_PER_KG],
  },
  weightLossTimeline: {
    id: 'weight-loss-timeline',
    name: 'Weight-loss timeline at a steady pace',
    formula: `daysToGoal = ceil((currentWeightKg - targetWeightKg) * 7 / weeklyLossGoalKg); monthlyLossForecastKg = round2(weeklyLossGoalKg * ${MEAN_MONTH_DAYS.value} / 7)`,
    inWords: 'The weight to lose divided by the weekly pace, in days rounded up; weight falls linearly to the goal.',
    variables: [
      v('currentWeightKg', 'current weight', 'kg'),
      v('targetWeightKg', 'goal weight', 'kg'),
      v('weeklyLossGoalKg', 'pace', 'kg/week'),
    ],
    constants: [],
  },
  hallDynamic: {
    id: 'hall-2011-dynamic',
    name: 'Hall 2011 dynamic body-weight model (adults)',
    formula:
      'rhoF*dF/dt + rhoL*dL/dt + rhoG*dG/dt = EI - EE; EE = K + gammaF*F + gammaL*L + delta*W + TEF + AT + etaF*dF/dt + etaL*dL/dt; ' +
      `F = F0*exp(rhoL*(L - L0)/(rhoF*C)), C = ${HALL_ENERGY.value.forbesKg}*rhoL/rhoF; TEF = ${HALL_ENERGY.value.thermicEffectOfFeeding}*(EI - EI0); ` +
      `dAT/dt = (${HALL_ENERGY.value.adaptiveThermogenesis}*(EI - EI0) - AT)/${HALL_ENERGY.value.adaptiveThermogenesisDays}; ` +
      `W = F + L + ECF + ${1 + HALL_GLYCOGEN_AND_FLUID.value.waterPerGlycogen}*G; delta = ((1 - TEF share)*PAL - 1)*BMR/W0; K makes EE0 = BMR*PAL; ` +
      'integrated by fourth-order Runge-Kutta with a one-day step from day 0 in energy balance',
    inWords:
      'Body weight is fat, lean tissue, glycogen with its water and extracellular fluid. A change of intake changes expenditure at once ' +
      '(thermic effect of feeding) and over about two weeks (adaptive thermogenesis); energy not covered comes from fat and lean tissue in ' +
      'the proportion Forbes found, which depends on the fat mass. Loss therefore slows as weight falls and stops at a plateau, unlike the ' +
      `static ${ENERGY_PER_KG.value} kcal/kg rule. Initial fat: Jackson 2002 from BMI and age, unless bodyFatPercent is given; initial ` +
      "extracellular fluid: Silva 2005. Seeded with the service's Mifflin-St Jeor BMR and activity multiplier, so maintenance is the same as " +
      'in the static plan. Adults only; adherence is not modelled (intake is held constant), and individuals vary around the projection.',
    variables: [
      W,
      H,
      A,
      v('EI', 'daily energy intake, held constant from day 0', 'kcal/day'),
      v('F, L, G, ECF', 'fat, lean tissue, glycogen and extracellular fluid', 'kg'),
      v('AT', 'adaptive thermogenesis', 'kcal/day'),
    ],
    constants: [HALL_ENERGY, HALL_GLYCOGEN_AND_FLUID, JACKSON_BODY_FAT, SILVA_EXTRACELLULAR_FLUID, KJ_PER_KCAL, DYNAMIC_MODEL_HORIZON],
    methodReferenceIds: ['hall2011', 'bwPackage'],
  },
  adaptiveTdee: {
    id: 'adaptive-tdee',
    name: "Expenditure from a person's weight and intake log",
    formula:
      `window = the log's last ${ADAPTIVE_TDEE.value.windowDays} days; b = least-squares slope of the window's weights (kg/day); ` +
      `tdee = mean(window's intakes) - rho * b; rho = (rhoF * F + rhoL * ${WEIGHT_CHANGE_ENERGY.value.forbesKg}) / (F + ${WEIGHT_CHANGE_ENERGY.value.forbesKg}) ` +
      `with F = bodyFatPercent / 100 * the window's mean weight when a measured body fat is given, else the Jackson 2002 fat mass there (gender, age and heightCm given), else rho = ${ENERGY_PER_KG.value}; ` +
      `interval = tdee +- t(${(1 + ADAPTIVE_TDEE.value.confidence) / 2}, df) * sqrt(rho^2 * s^2 / Sxx + sI^2 / nI + b^2 * sigmaRho^2), df by Welch-Satterthwaite ` +
      `(normal above ${ADAPTIVE_TDEE.value.normalAboveDegreesOfFreedom}), sigmaRho = 0 with a measured body fat or the person (a convention: the fat taken as exact), else ` +
      `(rho(${ADAPTIVE_TDEE.value.unknownPersonFatKg.high} kg) - rho(${ADAPTIVE_TDEE.value.unknownPersonFatKg.low} kg)) / sqrt(12); ` +
      `trend(day) = trend(previous) + (1 - ${1 - HACKERS_DIET_TREND.value.smoothing}^gapDays) * (weight - trend(previous)); ` +
      `recommended = round(max(round(tdee) - weeklyLossGoalKg * rho / 7, floor)), floor = ${SAFETY_FLOOR_KCAL.value.female} kcal/day for women, ` +
      `${SAFETY_FLOOR_KCAL.value.male} for men and without gender (the floor that holds for either sex)`,
    inWords:
      'Energy balance over the last eight weeks of a log: what was eaten on average, minus the energy that went into or came out of the ' +
      'body, read from the least-squares trend of the weights and the energy in a kg of change. That energy depends on body fat: in ' +
      "leaner people more of a change is lean tissue, which holds less energy (Forbes' partition as in the Hall 2011 model; Hall 2008). " +
      'The interval combines the scatter of the weights around their line and of the logged intakes, and without a measured body fat ' +
      'or the person the spread of the energy per kg over lean to obese adults. A weight far from the week around it (a Hampel filter), ' +
      'or an intake above 2.5 times the upper quartile of the days within a week either side (a slip of units or digits), is left out; fasts, and feasts up to that, are kept. ' +
      "The chart trend is the Hacker's Diet exponentially smoothed weight.",
    variables: [
      v('weights, intakes', 'the logged weights and energy intakes in the window', 'kg; kcal/day'),
      v('b', 'least-squares slope of weight against day', 'kg/day'),
      v('s, Sxx', 'residual standard deviation of the weights around the line; sum of squared day offsets', 'kg; day^2'),
      v('sI, nI', 'standard deviation and number of the intakes', 'kcal/day; count'),
      v('rho', 'energy per kg of weight change', 'kcal/kg'),
      v('sigmaRho', 'standard deviation of rho when the person is not known', 'kcal/kg'),
      v('F', 'fat mass', 'kg'),
    ],
    constants: [
      ADAPTIVE_TDEE,
      HACKERS_DIET_TREND,
      WEIGHT_CHANGE_ENERGY,
      HALL_ENERGY,
      JACKSON_BODY_FAT,
      KJ_PER_KCAL,
      ENERGY_PER_KG,
      SAFETY_FLOOR_KCAL,
    ],
    methodReferenceIds: ['walkerHackersDiet', 'hall2008', 'hall2011'],
  },
  planMacros: {
    id: 'plan-macros',
    name: 'Macronutrients of a deficit plan',
    formula:
      `proteinGrams = min(${pm.proteinGramsPerKg} * min(weightKg, targetWeightKg), ${pm.proteinMaxEnergyShare} * targetCalories / ${kcalPerGram.protein}); ` +
      `fatGrams = ${pm.fatEnergyShare} * targetCalories / ${kcalPerGram.fat}; ` +
      `carbGrams = max(0, (targetCalories - ${kcalPerGram.protein} * proteinGrams - ${kcalPerGram.fat} * fatGrams) / ${kcalPerGram.carb}); ` +
      `fiberGrams = min(${FIBER_PER_1000_KCAL.value} * targetCalories / 1000, carbGrams)`,
    inWords:
      `Protein ${pm.proteinGramsPerKg} g per kg of the lower of current and goal weight, at most ${percent(pm.proteinMaxEnergyShare)} % ` +
      `of the calories; fat ${percent(pm.fatEnergyShare)} % of the calories; carbohydrate the remaining calories; ` +
      `fiber ${FIBER_PER_1000_KCAL.value} g per 1000 kcal, at most the carbohydrate. Each is rounded only at the end.`,
    variables: [W, v('targetWeightKg', 'goal weight', 'kg'), KCAL],
    constants: [PLAN_MACROS, ENERGY_PER_GRAM, FIBER_PER_1000_KCAL],
  },
  macroPresets: {
    id: 'macro-presets',
    name: 'Macronutrient split by preset',
    formula:
      `grams = calories * share / 100 / kcalPerGram; kcalPerGram = ${kcalPerGram.protein} (protein), ${kcalPerGram.fat} (fat), ` +
      `${kcalPerGram.carb} (carbohydrate); shares (protein/fat/carb %): ` +
      Object.entries(MACRO_PRESETS.value)
        .map(([name, s]) => `${name} ${s.protein}/${s.fat}/${s.carb}`)
        .join(', ') +
      `; fiberGrams = min(${FIBER_PER_1000_KCAL.value} * calories / 1000, carbGrams)`,
    inWords:
      'Each nutrient gets its preset share of the calories, converted to grams by its energy per gram; fiber is ' +
      `${FIBER_PER_1000_KCAL.value} g per 1000 kcal, at most the carbohydrate (fiber is carbohydrate).`,
    variables: [v('calories', 'daily energy intake', 'kcal/day'), v('share', 'preset share of energy', '%')],
    constants: [MACRO_PRESETS, ENERGY_PER_GRAM, FIBER_PER_1000_KCAL],
  },
  usNavyBodyFat: {
    id: 'us-navy-body-fat',
    name: 'US Navy circumference body fat',
    formula:
      `male: bodyFatPercent = ${navy.siri.numerator} / (${navy.male.intercept} - ${navy.male.circumference} * log10(waistCm - neckCm) + ${navy.male.height} * log10(heightCm)) - ${navy.siri.offset}; ` +
      `female: bodyFatPercent = ${navy.siri.numerator} / (${navy.female.intercept} - ${navy.female.circumference} * log10(waistCm + hipCm - neckCm) + ${navy.female.height} * log10(heightCm)) - ${navy.siri.offset}`,
    inWords:
      'Body density is estimated from the logarithms of the circumferences and the height, then converted to percent fat by ' +
      `the Siri equation. Results outside ${navy.plausibleRangePercent.min} to ${navy.plausibleRangePercent.max} % are rejected as measurement errors. ` +
      `ACE categories (men): ${ACE_BODY_FAT_CATEGORIES.value.male.map((c) => c.category).join(', ')}.`,
    variables: [
      v('neckCm', 'neck circumference', 'cm'),
      v('waistCm', 'waist circumference', 'cm'),
      v('hipCm', 'hip circumference (women)', 'cm'),
      H,
    ],
    constants: [US_NAVY_BODY_FAT, ACE_BODY_FAT_CATEGORIES],
  },
  bmi: {
    id: 'bmi',
    name: 'Body mass index',
    formula:
      `BMI = weightKg / (heightCm / 100)^2; bmiPrime = BMI / ${HEALTHY_BMI.value.primeReference}; ` +
      `healthyWeightRangeKg = [${HEALTHY_BMI.value.min}, ${HEALTHY_BMI.value.max}] * (heightCm / 100)^2`,
    inWords:
      'Weight divided by the square of height in metres; the WHO category is read from the one-decimal value ' +
      `(${BMI_CATEGORIES.value.map((c) => c.category).join(', ')}).`,
    variables: [W, H],
    constants: [BMI_CATEGORIES, HEALTHY_BMI],
  },
  hydration: {
    id: 'hydration',
    name: 'Daily total water',
    formula:
      `totalMl = min(${water.mlPerKg} * weightKg, ${water.baseCapMl}) + climateMl + ${water.trainingMlPerMinute} * trainingMinutes; ` +
      `climateMl = ${Object.entries(water.climateMl)
        .map(([c, ml]) => `${c} ${ml}`)
        .join(', ')}`,
    inWords:
      `${water.mlPerKg} ml per kg of body weight (a clinical convention, not a figure of the sources below), at most ${water.baseCapMl / 1000} L (EFSA's 95th percentile for men, applied to everyone: a convention; women's is 3.1 L), plus a climate allowance, plus ${water.trainingMlPerMinute} ml per minute of ` +
      `training: total water from drinks and food (about ${percent(water.shareFromFood)} % comes from food).`,
    variables: [W, v('trainingMinutes', 'training per day', 'min/day')],
    constants: [HYDRATION],
  },
} satisfies Record<string, ModelDescription>

export type ModelKey = keyof typeof models

export const modelList: ModelDescription[] = Object.values(models)

/** The bibliography's references behind some constants and a method, each once. */
export function citedIds(constants: readonly { referenceIds: readonly string[] }[], methodIds: readonly string[] = []): CitedId[] {
  const ids = [...constants.flatMap((c) => c.referenceIds), ...methodIds]
  return [...new Set(ids)].filter((id): id is CitedId => id in bibliography)
}

/** Every reference a model rests on: its constants' and its method's. */
export const modelReferenceIds = (model: ModelDescription): CitedId[] => citedIds(model.constants, model.methodReferenceIds)

/** The published citations behind a list of models, as summaries and pages list their sources. */
export const modelCitations = (keys: readonly ModelKey[]): PublishedCitation[] =>
  citations(keys.flatMap((key): CitedId[] => modelReferenceIds(models[key])))
