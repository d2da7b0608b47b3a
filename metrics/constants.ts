/**
 * Every number a formula uses, with its unit and source. Formulas read `.value`;
 * the catalogues publish `constantList` so users can see where each number comes from.
 */
import { MEAN_GREGORIAN_MONTH_DAYS } from './dates.ts'
import { MODEL_HORIZON } from './dynamic/horizon.ts'
import { HEALTHY_BMI_RANGE } from './healthy-weight.ts'
import { PROTEIN_RDA_G_PER_KG } from './protein-rda.ts'
import type { ReferenceId } from './sources.ts'
import { TREND_SMOOTHING } from './trend-smoothing.ts'
import { UNIT_DEFINITIONS } from './units.ts'

export interface Constant<V> {
  id: string
  value: V
  unit: string
  /** Why this value: a published reference, or the convention it follows. */
  source: string
  referenceIds: ReferenceId[]
}

export const constantList: Constant<unknown>[] = []

function constant<V>(c: Constant<V>): Constant<V> {
  constantList.push(c)
  return c
}

export const ACTIVITY_MULTIPLIERS = constant({
  id: 'activityMultipliers',
  value: { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, extreme: 1.9 },
  unit: 'TDEE / BMR (dimensionless)',
  source: "The origin calculator's published multiplier set: a convention, not a measured physical activity level",
  referenceIds: [],
})

export const ENERGY_PER_KG = constant({
  id: 'energyPerKgBodyWeight',
  value: 7700,
  unit: 'kcal/kg',
  source: 'Wishnofsky 1958: about 3500 kcal per pound of body weight lost or gained',
  referenceIds: ['wishnofsky1958'],
})

export const SAFETY_FLOOR_KCAL = constant({
  id: 'safetyFloorCalories',
  value: { male: 1500, female: 1200 },
  unit: 'kcal/day',
  source:
    'Harvard Health Publishing: daily intake should not fall below 1500 kcal for men or 1200 kcal for women without medical supervision',
  referenceIds: ['harvardCalories'],
})

export const WEEKLY_LOSS_GOALS_KG = constant({
  id: 'weeklyLossGoals',
  value: [0.25, 0.5, 0.75, 1] as const,
  unit: 'kg/week',
  source:
    'The plan offers four paces up to 1 kg/week: NICE CG43 (2006; since replaced by later NICE guidance) advised programmes that expect people to lose no more than 0.5-1 kg (1-2 lb) a week',
  referenceIds: ['nice2006'],
})

export const MIFFLIN_ST_JEOR = constant({
  id: 'mifflinStJeor',
  value: { weight: 10, height: 6.25, age: 5, male: 5, female: -161 },
  unit: 'kcal/day per kg, cm, year; sex constant in kcal/day',
  source:
    'Mifflin et al. 1990: its simplified equation for each sex, which the abstract says predicts as well as its regression ("simplification of this formula and separation by sex did not affect its predictive value"); the regression, 9.99 × weight + 6.25 × height − 4.92 × age + 166 × sex (1 male, 0 female) − 161, differs from the simplified form by 0.01 kcal/day per kg less 0.08 per year of age: less than 8 kcal/day within the service\'s bounds',
  referenceIds: ['mifflin1990'],
})

export const HARRIS_BENEDICT_REVISED = constant({
  id: 'harrisBenedictRevised',
  value: {
    male: { intercept: 88.362, weight: 13.397, height: 4.799, age: 5.677 },
    female: { intercept: 447.593, weight: 9.247, height: 3.098, age: 4.33 },
  },
  unit: 'kcal/day per kg, cm, year',
  source: 'Harris-Benedict equation as revised by Roza & Shizgal 1984',
  referenceIds: ['roza1984'],
})

export const KATCH_MCARDLE = constant({
  id: 'katchMcArdle',
  value: { intercept: 370, leanMass: 21.6 },
  unit: 'kcal/day; kcal/day per kg of lean body mass',
  source:
    "Named after McArdle, Katch & Katch's exercise physiology textbook; the coefficients are Cunningham's 1991 general prediction equation from fat-free mass",
  referenceIds: ['cunningham1991'],
})

export const CUNNINGHAM = constant({
  id: 'cunningham',
  value: { intercept: 500, leanMass: 22 },
  unit: 'kcal/day; kcal/day per kg of lean body mass',
  source: 'Cunningham 1980',
  referenceIds: ['cunningham1980'],
})

export const US_NAVY_BODY_FAT = constant({
  id: 'usNavyBodyFat',
  value: {
    male: { intercept: 1.0324, circumference: 0.19077, height: 0.15456 },
    female: { intercept: 1.29579, circumference: 0.35004, height: 0.221 },
    siri: { numerator: 495, offset: 450 },
    plausibleRangePercent: { min: 2, max: 75 },
  },
  unit: 'body density in g/cm³ from log10 of lengths in cm; percent from the Siri equation',
  source:
    'Hodgdon & Beckett 1984, one Naval Health Research Center report for men and one for women, metric form; a convention of this service: results outside 2-75 % are treated as measurement errors',
  referenceIds: ['hodgdon1984men', 'hodgdon1984women'],
})

export const ACE_BODY_FAT_CATEGORIES = constant({
  id: 'aceBodyFatCategories',
  value: {
    male: [
      { below: 6, category: 'Essential fat' },
      { below: 14, category: 'Athletes' },
      { below: 18, category: 'Fitness' },
      { below: 25, category: 'Average' },
      { below: Infinity, category: 'Obese' },
    ],
    female: [
      { below: 10, category: 'Below essential fat' },
      { below: 14, category: 'Essential fat' },
      { below: 21, category: 'Athletes' },
      { below: 25, category: 'Fitness' },
      { below: 32, category: 'Average' },
      { below: Infinity, category: 'Obese' },
    ],
  },
  unit: '% body fat (upper bound, exclusive)',
  source:
    "American Council on Exercise body fat norms (essential fat: men 2-5 %, women 10-13 %); a woman below 10 % is below ACE's essential range, which this service says as a category of its own",
  referenceIds: ['aceBodyFat'],
})
/** ACE's essential fat for women starts here: below it, a category of its own (BELOW_ESSENTIAL_FAT). */
export const ESSENTIAL_FAT_WOMEN = ACE_BODY_FAT_CATEGORIES.value.female[0]!.below

export const BMI_CATEGORIES = constant({
  id: 'bmiCategories',
  value: [
    { below: 18.5, category: 'Underweight' },
    { below: 25, category: 'Normal weight' },
    { below: 30, category: 'Overweight' },
    { below: 35, category: 'Obesity class I' },
    { below: 40, category: 'Obesity class II' },
    { below: Infinity, category: 'Obesity class III' },
  ],
  unit: 'kg/m² (upper bound, exclusive)',
  source: 'WHO Technical Report Series 894 (2000)',
  referenceIds: ['who2000'],
})

export const PLAUSIBLE_BMI = constant({
  id: 'plausibleBmi',
  value: { min: 12, max: 70 },
  unit: 'kg/m² (as shown, one decimal)',
  source:
    'A convention of this service: adult BMIs outside 12 to 70 are rarely seen, and a weight in pounds or a height in inches sent as kilograms or centimetres lands there, so the service warns (IMPLAUSIBLE_BMI) and still answers',
  referenceIds: [],
})

export const GLIM_LOW_BMI = constant({
  id: 'glimLowBmi',
  value: { fromAge: 70, below: 22 },
  unit: 'years; kg/m²',
  source:
    "GLIM criteria for the diagnosis of malnutrition (Cederholm et al. 2019): a low BMI, below 20 under 70 years or below 22 over 70 (below 18.5 and 20 in Asia; the paper's table leaves age 70 itself in neither, and this service counts it with the older, a convention), is one of the phenotypic criteria, and after risk screening at least one phenotypic and one etiologic criterion diagnose malnutrition. Applying the cut-off to a planned target is a convention of this service, which warns TARGET_LOW_FOR_AGE when a loss aims, from 70, at a BMI below 22 that is not below 18.5 (where TARGET_BELOW_HEALTHY_BMI speaks), judged at one decimal as the category is (a convention); under 70 it keeps WHO's 18.5",
  referenceIds: ['cederholm2019'],
})

export const OLDER_ADULT_AGE = constant({
  id: 'olderAdultAge',
  value: 65,
  unit: 'years',
  source:
    "A convention of this service, the usual threshold of older age: from 65 a loss (a plan, the estimator given an age, the goal-date planner, the adaptive TDEE given an age and a pace) warns OLDER_ADULT_LOSS, since ESPEN's guideline on nutrition in geriatrics (Volkert et al. 2019) advises that dietary restrictions be generally avoided in older persons and that weight-reducing diets be considered only in obese older persons with weight-related health problems",
  referenceIds: ['volkert2019'],
})

export const ADULT_AGE = constant({
  id: 'adultAge',
  value: 18,
  unit: 'years',
  source:
    "A convention of this service: every answer that takes an age (plans, the weight-loss estimator, the goal-date planner, BMR, TDEE, the adaptive TDEE) warns when it is under 18 (UNDER_18), since rules made for adults (energy equations, floors, paces, BMI cut-offs) do not apply while growing; WHO interprets adolescents' BMI by BMI-for-age (5 to 19 years)",
  referenceIds: ['who2007GrowthReference'],
})

export const MEAN_MONTH_DAYS = constant({
  id: 'meanMonthDays',
  value: MEAN_GREGORIAN_MONTH_DAYS,
  unit: 'days',
  source: 'The mean Gregorian month: 365.2425 days a year / 12',
  referenceIds: [],
})

export const HEALTHY_BMI = constant({
  id: 'healthyBmiRange',
  value: { ...HEALTHY_BMI_RANGE, primeReference: 25 },
  unit: 'kg/m²',
  source:
    'WHO normal range, 18.5 to below 25 (18.50-24.99); stated as 18.5-24.9, a convention of this service (the BMI read at one decimal, as its category is); BMI Prime, BMI divided by that upper limit of 25, is a convention in use, not a WHO index',
  referenceIds: ['who2000'],
})

export const AMDR = constant({
  id: 'acceptableMacronutrientRanges',
  value: {
    protein: { min: 10, max: 35 },
    fat: { min: 20, max: 35 },
    carb: { min: 45, max: 65 },
  },
  unit: '% of daily energy, adults',
  source: 'IOM Acceptable Macronutrient Distribution Ranges (AMDR) for adults',
  referenceIds: ['iomMacronutrients2005'],
})

/**
 * Published protein ranges the plan's 2.2 g/kg is compared with. CONTRACT §4 attributes
 * "1.6 to 2.4 g/kg in a deficit" to the ISSN; that range is Hector & Phillips's, and the ISSN
 * position stand gives 1.4 to 2.0 g/kg for most exercising people, so each is cited for its own.
 */
export const PROTEIN_REFERENCE_RANGES = constant({
  id: 'proteinReferenceRanges',
  value: {
    weightLossInAthletes: { min: 1.6, max: 2.4 },
    mostExercisingPeople: { min: 1.4, max: 2.0 },
    trainedInDeficit: { min: 2.3, max: 3.1 },
    rda: PROTEIN_RDA_G_PER_KG,
  },
  unit: 'g per kg of body weight per day',
  source:
    'During weight loss in athletes: Hector & Phillips 2018 (1.6-2.4). ISSN position stand (Jäger et al. 2017): 1.4-2.0 for most exercising people, 2.3-3.1 for resistance-trained people in a deficit. The adult RDA: 0.8 (IOM 2005)',
  referenceIds: ['hector2018', 'jager2017', 'iomMacronutrients2005'],
})

export const PLAN_MACROS = constant({
  id: 'planMacros',
  value: {
    proteinGramsPerKg: 2.2,
    proteinMaxEnergyShare: AMDR.value.protein.max / 100,
    fatEnergyShare: 0.25,
  },
  unit: 'g/kg; share of daily energy',
  source:
    "Protein 2.2 g/kg of reference weight (origin site's value; inside the range recommended during weight loss in athletes " +
    `and above the ISSN's for most exercising people: see ${PROTEIN_REFERENCE_RANGES.id}) capped at the AMDR upper bound of ` +
    `${AMDR.value.protein.max} % of energy; fat 25 % of energy ` +
    `(AMDR ${AMDR.value.fat.min}-${AMDR.value.fat.max} %)`,
  referenceIds: ['hector2018', 'jager2017', 'iomMacronutrients2005'],
})

export const FIBER_PER_1000_KCAL = constant({
  id: 'fiberPer1000Kcal',
  value: 14,
  unit: 'g per 1000 kcal',
  source: 'IOM 2005 Adequate Intake for total fiber, 14 g per 1000 kcal, as the Dietary Guidelines for Americans apply it',
  referenceIds: ['iomMacronutrients2005', 'dga2020'],
})

export const ENERGY_PER_GRAM = constant({
  id: 'energyPerGram',
  value: { protein: 4, carb: 4, fat: 9 },
  unit: 'kcal/g',
  source: 'Atwater general factors, as used by the IOM macronutrient report',
  referenceIds: ['iomMacronutrients2005'],
})

export const MACRO_PRESETS = constant({
  id: 'macroPresets',
  value: {
    balanced: { protein: 30, fat: 30, carb: 40 },
    'low-carb': { protein: 35, fat: 40, carb: 25 },
    'high-protein': { protein: 40, fat: 30, carb: 30 },
    keto: { protein: 20, fat: 75, carb: 5 },
    'low-fat': { protein: 30, fat: 20, carb: 50 },
  },
  unit: '% of daily energy (protein/fat/carb)',
  source: 'Common diet patterns, not recommendations; the macronutrient guide compares each with the IOM AMDR',
  referenceIds: ['iomMacronutrients2005'],
})

/** EFSA 2010's adequate intakes of total water for adults (ml/day). */
const ADEQUATE_WATER_ML = { female: 2000, male: 2500 }
/** Litres to one decimal, as EFSA gives them. */
const litresOf = (ml: number): string => (ml / 1000).toFixed(1)
/** EFSA's adult adequate intakes in words: the hydration source, its warning and its guide say them alike. */
export const EFSA_ADULT_WATER = `${litresOf(ADEQUATE_WATER_ML.female)} L a day for women and ${litresOf(ADEQUATE_WATER_ML.male)} L for men`

export const HYDRATION = constant({
  id: 'hydration',
  value: {
    mlPerKg: 35,
    baseCapMl: 4000,
    climateMl: { temperate: 0, hot: 500, 'very-hot': 1000 },
    trainingMlPerMinute: 12,
    shareFromFood: 0.2,
    adequateIntakeMl: ADEQUATE_WATER_ML,
  },
  unit: 'ml per kg of body weight; ml per day; ml per minute of training',
  source: `Base 35 ml/kg (clinical convention, 30-35 ml/kg, not a figure of EFSA's or the IOM's, whose adequate intakes are for populations, not per kg: EFSA's total water for adults ${EFSA_ADULT_WATER}), capped at 4.0 L: the 95th percentile of total water intake of men at moderate temperature and activity, 3.1 L for women (EFSA 2010; the cap is our convention, since a per-kg rule grows without limit and adipose tissue holds little water, IOM 2005, and at the figure for men for everyone, since the calculator takes no sex); climate allowances of 500 ml (hot) and 1000 ml (very hot) and 12 ml per minute of training (720 ml an hour): conventions of ours, since Sawka 2007 (ACSM) advises replacing measured sweat losses, which vary by person, and gives no per-minute figure; about 20 % of total water comes from food (IOM)`,
  referenceIds: ['iomWater2005', 'efsaWater2010', 'sawka2007'],
})

/** kJ in one kcal: the thermochemical calorie, the factor bw and the NIH planner convert Hall's kJ with. */
export const KJ_PER_KCAL = constant({
  id: 'kjPerKcal',
  value: UNIT_DEFINITIONS.kjPerKcal,
  unit: 'kJ/kcal',
  source: 'The thermochemical calorie (a definition); bw converts the model constants with its inverse, 0.23900573614',
  referenceIds: ['bwPackage'],
})

export const HALL_ENERGY = constant({
  id: 'hallAdultEnergy',
  value: {
    fatEnergyDensityMjPerKg: 39.5,
    leanEnergyDensityMjPerKg: 7.6,
    glycogenEnergyDensityMjPerKg: 17.6,
    fatMaintenanceKjPerKgDay: 13,
    leanMaintenanceKjPerKgDay: 92,
    fatSynthesisKjPerKg: 750,
    leanSynthesisKjPerKg: 960,
    thermicEffectOfFeeding: 0.1,
    adaptiveThermogenesis: 0.14,
    adaptiveThermogenesisDays: 14,
    forbesKg: 10.4,
  },
  unit: 'MJ/kg (ρF, ρL, ρG); kJ/kg/day (γF, γL); kJ/kg (ηF, ηL); share of the intake change (βTEF, βAT); days (τAT); kg (Forbes C before scaling by ρL/ρF)',
  source:
    'Hall et al. 2011 web appendix, adult model: energy densities of fat, lean tissue and glycogen, tissue maintenance and synthesis costs, thermic effect of feeding, adaptive thermogenesis with its time constant, and Forbes partitioning p = C/(C+F) with C = 10.4 kg × ρL/ρF',
  referenceIds: ['hall2011', 'bwPackage'],
})

export const HALL_GLYCOGEN_AND_FLUID = constant({
  id: 'hallAdultGlycogenAndFluid',
  value: {
    baselineGlycogenKg: 0.5,
    waterPerGlycogen: 2.7,
    carbohydrateShareOfIntake: 0.5,
    sodiumMgPerLiter: 3220,
    sodiumExcretionMgPerLiterDay: 3000,
    carbohydrateSodiumMgPerDay: 4000,
  },
  unit: 'kg; g water per g glycogen; share of energy intake; mg/L ([Na]); mg/L/day (ξNa); mg/day (ξCI)',
  source:
    "Hall et al. 2011 web appendix: 0.5 kg of glycogen at baseline stored with 2.7 g of water per g, glycogen following carbohydrate intake (taken as 50 % of energy, the planner's default), and extracellular fluid following sodium balance with dietary sodium unchanged",
  referenceIds: ['hall2011', 'bwPackage'],
})

export const JACKSON_BODY_FAT = constant({
  id: 'jacksonBodyFatFromBmi',
  value: {
    male: { intercept: -103.94, logBmi: 37.31, age: 0.14 },
    female: { intercept: -102.01, logBmi: 39.96, age: 0.14 },
  },
  unit: '% body fat from ln(BMI in kg/m²) and age in years',
  source:
    'Jackson et al. 2002 (Heritage Family Study), in the per-sex form the Hall 2011 adult model and its bw package use (the paper also fits race and interaction terms), the initial fat mass of that model when body fat is not given; held within 3-70 %, the bounds bodyFatPercent accepts (a convention)',
  referenceIds: ['jackson2002', 'hall2011'],
})

export const SILVA_EXTRACELLULAR_FLUID = constant({
  id: 'silvaExtracellularFluid',
  value: {
    male: { intercept: -12.4, age: 0.025, heightM: 9.57, weight: 0.191 },
    female: { intercept: -4.0, age: 0, heightM: 5.98, weight: 0.167 },
  },
  unit: 'litres (kg) of extracellular fluid from age in years, height in m and weight in kg',
  source: 'Silva et al. 2005 regression, as the Hall 2011 model (NIH Body Weight Planner, bw) sets initial extracellular fluid',
  referenceIds: ['silva2005', 'hall2011', 'bwPackage'],
})

export const DYNAMIC_MODEL_HORIZON = constant({
  id: 'dynamicModelHorizon',
  value: MODEL_HORIZON,
  unit: 'days; days; years; days',
  source:
    'Conventions of this service: a goal not reached within 10 years has no date, a projection that never reaches the goal is shown for a year, a goal date may be at most 5 years ahead, and projection points fall weekly',
  referenceIds: [],
})

export const HACKERS_DIET_TREND = constant({
  id: 'hackersDietTrend',
  value: { smoothing: TREND_SMOOTHING },
  unit: "share of the gap between the day's weight and yesterday's trend",
  source:
    "Walker, The Hacker's Diet: the trend moves each day by a tenth of the difference between the day's weight and the previous trend (an exponentially smoothed moving average with 10 % smoothing). Over days without a weight the service applies the daily step once per day, the next weight standing in for the missing ones (a convention)",
  referenceIds: ['walkerHackersDiet'],
})

export const WEIGHT_CHANGE_ENERGY = constant({
  id: 'weightChangeEnergyDensity',
  value: { forbesKg: HALL_ENERGY.value.forbesKg },
  unit: 'kg (Forbes constant: lean mass changes by 10.4/F kg per kg of fat, F the fat mass in kg)',
  source:
    "Hall 2008: the energy per kg of weight change depends on body fat, as Forbes' partition makes lean tissue a larger share of the change in leaner people; the 3500 kcal/lb rule (about 7700 kcal/kg) matches people with more than about 30 kg of fat and overstates it for leaner ones. The service uses the partition of the Hall 2011 adult model (dL/dF = 10.4/F) with its energy densities of fat and lean tissue, so a kg of change holds (ρF·F + ρL·10.4)/(F + 10.4) kcal, F the fat mass at the log's mean weight: its measured bodyFatPercent's share when given, else from Jackson 2002",
  referenceIds: ['hall2008', 'hall2011', 'jackson2002'],
})

export const ADAPTIVE_TDEE = constant({
  id: 'adaptiveTdee',
  value: {
    windowDays: 56,
    confidence: 0.9,
    minWeights: 3,
    minIntakes: 2,
    fewDays: 14,
    largeGapDays: 7,
    implausibleWeeklyKg: 2,
    wideIntervalKcal: 400,
    unknownPersonFatKg: { low: 10, high: 60 },
    normalAboveDegreesOfFreedom: 1e6,
    outliers: { neighbourDays: 7, minNeighbours: 5, robustSds: 5, madToSd: 1.482602218505602, weightShare: 0.02, intakeRatio: 2.5 },
  },
  unit: 'days; share; counts; days; days; kg/week; kcal/day; kg of fat; degrees of freedom; outliers: days, count, robust SDs, SD per MAD, share of the local median, multiple of the local upper quartile',
  source:
    'Conventions of this service for the adaptive estimate: the last 56 days of the log (8 weeks: long enough for the weight slope to stand out of daily noise, short enough to follow a changing expenditure); a 90 % interval; at least 3 weights and 2 intakes in that window; warnings below 14 days of log, for 7 or more days in a row without a weight or an intake, for a trend faster than 2 kg a week, and for an interval wider than 400 kcal/day. Without a measured body fat or gender, age and height the energy per kg of change is unknown: the interval then adds its spread, taken as a density spread evenly between the Forbes densities (Hall 2008) of 10 and 60 kg of fat (adults lean to obese; standard deviation (ρ(60) − ρ(10))/√12, about 797 kcal/kg, where the Forbes density over fat masses spread evenly from 10 to 60 kg has about 721 around a mean of about 7,480, below the 7700 of the rule). Above 10⁶ degrees of freedom the interval takes t as normal (they differ by under 2·10⁻⁶ there, where the gamma functions of t cancel to noise). Outliers among the values within 7 days either side (at least 5 of them): a weight by a Hampel filter, more than 5 robust standard deviations (1.4826 × the median absolute deviation, the factor that makes it estimate the standard deviation of normal data) and more than 2 % from their median; an intake only above 2.5 times their upper quartile (nearest rank), a slip of units or digits (kJ for kcal is 4.184 times: with diary noise a kJ slip on a light day can fall under 3 times the quartile, as 6 of 207 did in the trials of the property test, against 1 under 2.5 times). Fasts, light days and feasts of up to 2.5 times the upper quartile of the days around them are kept, as energy balance needs every calorie eaten, and fasts cannot pull the upper quartile below the eating days while more than a quarter of the days around are eating days (alternate-day fasting, 5:2 and 4:3 are); a day logged only in part cannot be told from a light day and is kept. BELOW_PREDICTED_BMR warns at any expenditure below the predicted resting one, a threshold of ours: FAO/WHO/UNU 2004 puts the physical activity level (total over basal expenditure) of the least active lifestyles at 1.40 to 1.69, so a total below the resting one points to the log or to the error of the equation for this person',
  referenceIds: ['fao2004'],
})

export const SUSTAINED_METABOLIC_SCOPE = constant({
  id: 'sustainedMetabolicScope',
  value: 2.5,
  unit: 'total / basal energy expenditure',
  source:
    "Thurber et al. 2019: in endurance events lasting from half a day to more than 250 days, the expenditure people sustain falls with the event's length and levels off below 3 times the basal; with overfeeding studies, the authors find an alimentary limit of about 2.5 times, above which the body's stores are drawn down. The adaptive TDEE warns ABOVE_SUSTAINED_EXPENDITURE above 2.5 times the predicted resting expenditure, a threshold of ours from that limit (above FAO/WHO/UNU 2004's most active lifestyles, 2.00 to 2.40)",
  referenceIds: ['thurber2019', 'fao2004'],
})

/** What the pages convert a person's units with; the API takes and gives SI only. */
export const UNIT_CONVERSIONS = constant({
  id: 'unitConversions',
  value: {
    kgPerPound: UNIT_DEFINITIONS.kgPerPound,
    cmPerInch: UNIT_DEFINITIONS.cmPerInch,
    inchesPerFoot: UNIT_DEFINITIONS.inchesPerFoot,
    poundsPerStone: UNIT_DEFINITIONS.poundsPerStone,
    mlPerUsFluidOunce: UNIT_DEFINITIONS.mlPerUsFluidOunce,
  },
  unit: 'kg per lb; cm per in; in per ft; lb per st; ml per US fl oz',
  source:
    'Exact by definition: the international pound (0.45359237 kg) and inch (2.54 cm), NIST SP 811 Appendix B; 12 inches to the foot; ' +
    'the US fluid ounce, 1/128 of the 231-cubic-inch US gallon (29.5735295625 ml; SP 811 gives 2.957353 E-05 m3). ' +
    'The stone of 14 lb is the customary British unit, a convention of this service (SP 811 does not list it). Used by the pages only',
  referenceIds: ['nistSp811'],
})
