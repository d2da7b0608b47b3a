/**
 * The typed knowledge objects: each is the result of one calculator (or a named part of
 * it), scored for how well published evidence supports the method behind it.
 */

import type { CalculatorKey } from '../api/endpoints.ts'
import { presetsOutsideAmdr } from '../metrics/calculators/macronutrients.ts'
import { ADAPTIVE_TDEE, PLAN_MACROS, PROTEIN_REFERENCE_RANGES } from '../metrics/constants.ts'
import { fields, PRESETS } from '../metrics/fields.ts'
import { MULTIPLIERS_AGAINST_FAO_BANDS } from './concepts.ts'
import { grams, percent } from './numbers.ts'
import type { CitedId } from './references.ts'

export const evidenceScale = {
  description:
    'How strongly published evidence supports the method behind an object, from 1 to 5. It rates the method, not the ' +
    'accuracy of one result for one person.',
  minimum: 1,
  maximum: 5,
  levels: [
    { score: 5, label: 'International consensus', meaning: 'An international consensus classification or standard, applied as published.' },
    { score: 4, label: 'Peer-reviewed method', meaning: 'A peer-reviewed equation or position stand derived from measurements in people.' },
    {
      score: 3,
      label: 'Authoritative reference',
      meaning: 'Reference values or an equation from an authoritative report (IOM, FAO/WHO, a military research report).',
    },
    {
      score: 2,
      label: 'Convention with partial support',
      meaning: 'A widely used rule of thumb or convention that published work supports only in part.',
    },
    { score: 1, label: 'Convention', meaning: 'A convention with no published basis.' },
  ],
}

export interface KnowledgeObject {
  id: string
  type: string
  name: string
  description: string
  calculator: CalculatorKey
  /** The object is this property of the calculator's output, not the whole output. */
  part?: string
  evidence: { score: 1 | 2 | 3 | 4 | 5; rationale: string; referenceIds: CitedId[] }
}

/** Computed from the two tables, so the claim cannot drift from the presets. */

export const knowledgeObjects: KnowledgeObject[] = [
  {
    id: 'calorie-target',
    type: 'CalorieTarget',
    name: 'Calorie target',
    description: 'Daily target calories for a weight-loss pace, held at the safety floor, with the deficit actually planned.',
    calculator: 'calculateDeficit',
    evidence: {
      score: 2,
      rationale:
        'BMR from a peer-reviewed equation, but the activity multipliers are a convention and the static energy-per-kg rule overestimates long-term loss.',
      referenceIds: ['mifflin1990', 'wishnofsky1958', 'harvardCalories', 'hall2011'],
    },
  },
  {
    id: 'weight-loss-plan',
    type: 'WeightLossPlan',
    name: 'Weight-loss plan',
    description: 'The calorie target with the goal date and the daily macronutrients of the plan.',
    calculator: 'calculate',
    evidence: {
      score: 2,
      rationale: 'Combines the calorie target (score 2) with macronutrient rules from position stands and dietary reference intakes.',
      referenceIds: ['mifflin1990', 'wishnofsky1958', 'harvardCalories', 'hector2018', 'jager2017', 'iomMacronutrients2005'],
    },
  },
  {
    id: 'protein-target',
    type: 'ProteinTarget',
    name: 'Protein target',
    description:
      'Daily protein of a deficit plan (per kg of the lower of current and goal weight, capped by energy share), given with the other macronutrients.',
    calculator: 'calculate',
    part: 'macros',
    evidence: {
      score: 2,
      rationale:
        `${PLAN_MACROS.value.proteinGramsPerKg} g/kg is inside the ${grams(PROTEIN_REFERENCE_RANGES.value.weightLossInAthletes)} ` +
        `Hector & Phillips 2018 recommend during weight loss in athletes, just below the ISSN's ${grams(PROTEIN_REFERENCE_RANGES.value.trainedInDeficit)} for resistance-trained people in a deficit, ` +
        `above the ISSN's ${grams(PROTEIN_REFERENCE_RANGES.value.mostExercisingPeople)} for most exercising people and far above the ` +
        `${PROTEIN_REFERENCE_RANGES.value.rda} g/kg RDA: supported in part, for athletes. The cap is the upper end of the IOM acceptable range.`,
      referenceIds: ['hector2018', 'jager2017', 'iomMacronutrients2005'],
    },
  },
  {
    id: 'macronutrient-split',
    type: 'MacronutrientSplit',
    name: 'Macronutrient split',
    description: 'Grams of protein, fat, carbohydrate and fiber for a calorie intake and a preset split.',
    calculator: 'macronutrient',
    evidence: {
      score: 2,
      rationale:
        `Energy per gram and fiber per 1000 kcal are IOM reference values, but ${presetsOutsideAmdr.length} of the ${PRESETS.length} ` +
        `presets (${presetsOutsideAmdr.join(', ')}) fall outside the IOM acceptable macronutrient distribution ranges.`,
      referenceIds: ['iomMacronutrients2005', 'dga2020'],
    },
  },
  {
    id: 'basal-metabolic-rate',
    type: 'BasalMetabolicRate',
    name: 'Basal metabolic rate',
    description: 'BMR by the chosen equation and by every equation the inputs allow.',
    calculator: 'bmr',
    evidence: {
      score: 4,
      rationale: 'Peer-reviewed predictive equations derived from measured resting energy expenditure.',
      referenceIds: ['mifflin1990', 'roza1984', 'cunningham1980', 'cunningham1991'],
    },
  },
  {
    id: 'energy-expenditure',
    type: 'EnergyExpenditure',
    name: 'Total daily energy expenditure',
    description: 'TDEE at the chosen activity level and at all five.',
    calculator: 'tdee',
    evidence: {
      score: 2,
      rationale: `BMR times a physical activity level is the FAO/WHO/UNU factorial method, but the five multipliers are a convention: ${MULTIPLIERS_AGAINST_FAO_BANDS}`,
      referenceIds: ['fao2004', 'mifflin1990'],
    },
  },
  {
    id: 'body-fat',
    type: 'BodyFat',
    name: 'Body fat',
    description: 'Body fat percentage by the US Navy circumference method, its ACE category, and fat and lean mass.',
    calculator: 'bodyFat',
    evidence: {
      score: 3,
      rationale: 'Equations from a Naval Health Research Center report, fitted against hydrostatic weighing; categories from ACE norms.',
      referenceIds: ['hodgdon1984men', 'hodgdon1984women', 'aceBodyFat'],
    },
  },
  {
    id: 'bmi',
    type: 'BodyMassIndex',
    name: 'Body mass index',
    description: 'BMI with its WHO category, BMI Prime and the healthy weight range for the height.',
    calculator: 'bmi',
    evidence: {
      score: 5,
      rationale:
        'The WHO classification, its cut-offs applied to the BMI at one decimal (a convention); it screens populations and does not measure body fat.',
      referenceIds: ['who2000'],
    },
  },
  {
    id: 'hydration',
    type: 'HydrationTarget',
    name: 'Daily water target',
    description: 'Total daily water from body weight, climate and training.',
    calculator: 'waterIntake',
    evidence: {
      score: 2,
      rationale:
        'A clinical convention per kg; the climate and training allowances are conventions of ours: Sawka 2007 (ACSM) advises replacing sweat losses, which vary by person, and gives no per-minute figure; the IOM sets adequate intakes, not per-kg rules.',
      referenceIds: ['iomWater2005', 'sawka2007'],
    },
  },
  {
    id: 'weight-loss-timeline',
    type: 'WeightLossTimeline',
    name: 'Weight-loss timeline',
    description: 'Days, date and chart points to a target weight at a steady weekly pace.',
    calculator: 'weightLoss',
    evidence: {
      score: 1,
      rationale:
        'Exact arithmetic for a pace the user chooses; that the loss stays linear is an assumption without published support, and real loss slows over time (Hall 2011).',
      referenceIds: ['hall2011'],
    },
  },
  {
    id: 'goal-date-intake',
    type: 'GoalDateIntake',
    name: 'Calories for a goal date',
    description: `The constant daily intake that reaches a target weight on a chosen date by the Hall 2011 dynamic model, held at the safety floor when losing and at ${fields.calories.max} kcal/day when gaining, with a projection.`,
    calculator: 'caloriesForGoalDate',
    evidence: {
      score: 4,
      rationale:
        'A peer-reviewed dynamic model of adult body composition and energy balance, validated against controlled feeding studies and used by the NIH Body Weight Planner; it predicts an average adult, assumes the intake is held (adherence is not modelled), and individuals vary around it.',
      referenceIds: ['hall2011', 'jackson2002', 'bwPackage'],
    },
  },
  {
    id: 'adaptive-tdee',
    type: 'AdaptiveTdee',
    name: "Expenditure from a person's own log",
    description: `Mean daily energy expenditure over the last ${ADAPTIVE_TDEE.value.windowDays / 7} weeks of a weight and intake log, by energy balance, with a ${percent(ADAPTIVE_TDEE.value.confidence)} % interval.`,
    calculator: 'adaptiveTdee',
    evidence: {
      score: 2,
      rationale:
        "Energy balance is physics, and the energy per kg of change follows a peer-reviewed body-composition model (Hall 2008, Hall 2011); but this method as a whole has not been validated against measured expenditure (doubly labelled water): its accuracy and its interval's calibration are tested on logs synthesised by the Hall 2011 model, the Hacker's Diet trend is a book's method, and the window, outlier rule and thresholds are conventions of ours. Real logs carry intake under-reporting it cannot see.",
      referenceIds: ['hall2008', 'hall2011', 'walkerHackersDiet'],
    },
  },
]
