/**
 * Every warning code the service sends, once each, worded as it sends it: the catalogues' list and
 * the OpenAPI descriptions read it, and a test holds it to the codes the golden fixtures carry.
 */
import { adaptiveWarningExamples } from './adaptive/warnings.ts'
import type { Warning } from './calculator.ts'
import { belowAdequateIntake, highWaterIntake } from './calculators/hydration.ts'
import { personWarnings } from './calculators/person-warnings.ts'
import { warnings } from './calculators/plan-warnings.ts'
import { SAFETY_FLOOR_KCAL } from './constants.ts'
import { addDays, formatLongDate } from './dates.ts'
import { fields } from './fields.ts'

const EXAMPLE_LOWEST_KG = 39.95

export const warningExamples: Warning[] = [
  warnings.floorClipped(SAFETY_FLOOR_KCAL.value.male),
  warnings.alreadyAtTarget,
  warnings.goalUnreachable(SAFETY_FLOOR_KCAL.value.male, SAFETY_FLOOR_KCAL.value.male),
  // A sedentary woman of 40, 165 cm, from 100 to 75 kg at 0.25 kg a week: 1429 kcal/day at the target keeps the deficit.
  warnings.levelsOffAboveTarget(1729, 75, 1704, 275, SAFETY_FLOOR_KCAL.value.female),
  warnings.distantGoalDate,
  warnings.ceilingHeld(null),
  // Any figures: the lowest weight of a woman of 30, 160 cm and 140 kg (about 39.95 kg), a date a year
  // and a bit after the example start.
  warnings.targetBeyondModel('no-lean-tissue', EXAMPLE_LOWEST_KG),
  warnings.intakeBeyondModel(formatLongDate(addDays(fields.startDate.example, 400)), EXAMPLE_LOWEST_KG, null, false),
  warnings.plateauBeyondModel(EXAMPLE_LOWEST_KG, false),
  warnings.olderAdultLoss,
  warnings.currentBelowHealthyBmi,
  warnings.targetBelowHealthyBmi,
  warnings.targetLowForAge,
  warnings.targetAboveHealthyBmi,
  warnings.paceAboveRecommended,
  // A sedentary woman of 50, 90 kg at 160 cm, at 1 kg a week: maintenance 1787 kcal/day.
  warnings.paceBelowFloor(1100, SAFETY_FLOOR_KCAL.value.female, 1787),
  ...Object.values(personWarnings),
  highWaterIntake,
  belowAdequateIntake,
  ...adaptiveWarningExamples,
]
