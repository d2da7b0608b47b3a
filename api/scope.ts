/**
 * What the service computes and in which units, said once: the OpenAPI document, the catalogues
 * and the MCP server's instructions all describe the service with these words.
 */
import { ENERGY_PER_KG } from '../metrics/constants.ts'
import { UNIT_DEFINITIONS } from '../metrics/units.ts'

/** Every calculator, in one phrase (test/docs/scope.test.ts holds it to the endpoint table). */
export const SERVICE_SCOPE =
  `energy needs (BMR, TDEE), calorie-deficit plans with a safety floor and a goal date (the ${ENERGY_PER_KG.value} kcal/kg rule or the ` +
  "Hall 2011 model), a weight-loss timeline, the daily intake that reaches a weight by a date, a person's own " +
  'expenditure learned from their weight and intake log, macronutrients, body fat, BMI and daily water'

const { kgPerPound, cmPerInch, inchesPerFoot, kjPerKcal } = UNIT_DEFINITIONS

/**
 * The API is metric only. A weight in pounds sent as kg is not refused, and IMPLAUSIBLE_BMI (a BMI above
 * 70) catches it only for people whose BMI is above about 32: whoever converts must be told how.
 */
export const METRIC_INPUTS =
  `Every input is metric: weights in kg, lengths in cm, energy in kcal. Convert first, by the exact factors: 1 lb = ${kgPerPound} kg, ` +
  `1 in = ${cmPerInch} cm (1 ft = ${inchesPerFoot} in), 1 kcal = ${kjPerKcal} kJ. A weight in pounds sent as kg is not refused: ` +
  'it reads as a heavier person, and the IMPLAUSIBLE_BMI warning catches only the extreme cases.'
