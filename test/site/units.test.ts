/** Units on the pages: exact definitions, rounding before splitting, every figure worked by hand. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { KJ_PER_KCAL, UNIT_CONVERSIONS } from '../../metrics/constants.ts'
import { fields, ruleOf } from '../../metrics/fields.ts'
import { UNIT_DEFINITIONS } from '../../metrics/units.ts'
import { formatNumber } from '../../site/view/numbers.ts'
import {
  bodyWeight,
  boundsInUnits,
  energy,
  energyPerWeight,
  feetAndInches,
  girth,
  height,
  inUnits,
  pace,
  rangeHint,
  stonesAndPounds,
  type Units,
  water,
  weightChange,
} from '../../site/view/units.ts'

const metric: Units = { system: 'metric', energy: 'kcal' }
const us: Units = { system: 'us', energy: 'kcal' }
const uk: Units = { system: 'uk', energy: 'kJ' }

describe('definitions', () => {
  test('the international pound and inch, 14 lb to the stone, 4.184 kJ to the kcal, the US fluid ounce', () => {
    expect(UNIT_DEFINITIONS.kgPerPound).toBe(0.45359237)
    expect(UNIT_DEFINITIONS.cmPerInch).toBe(2.54)
    expect(UNIT_DEFINITIONS.poundsPerStone).toBe(14)
    expect(UNIT_DEFINITIONS.inchesPerFoot).toBe(12)
    expect(KJ_PER_KCAL.value).toBe(4.184)
    // 231 in³ × 16.387064 cm³/in³ = 3785.411784 ml per gallon, / 128.
    expect(UNIT_DEFINITIONS.mlPerUsFluidOunce).toBe(29.5735295625)
    expect(UNIT_CONVERSIONS.referenceIds).toContain('nistSp811')
  })
})

describe('shown in the person units', () => {
  test('body weight: 80 kg is 176.4 lb (176.3698…) and 12 st 8 lb (176 lb)', () => {
    expect(bodyWeight(80, metric)).toBe('80 kg')
    expect(bodyWeight(72.55, metric)).toBe('72.6 kg')
    expect(bodyWeight(80, us)).toBe('176.4 lb')
    expect(bodyWeight(80, uk)).toBe('12 st 8 lb')
    expect(stonesAndPounds(80)).toEqual({ stones: 12, pounds: 8 })
    // 63.3 kg = 139.55… lb → 140 lb: a whole 10 st, never 9 st 14 lb.
    expect(bodyWeight(63.3, uk)).toBe('10 st 0 lb')
  })

  test('height: total inches rounded before splitting (182.8 cm = 71.97 in is 6 ft 0 in, not 5 ft 12 in)', () => {
    expect(height(180, us)).toBe('5 ft 11 in') // 70.87 in
    expect(feetAndInches(182.8)).toEqual({ feet: 6, inches: 0 })
    expect(height(182.8, uk)).toBe('6 ft 0 in')
    expect(height(180, metric)).toBe('180 cm')
    expect(girth(85, us)).toBe('33.5 in') // 33.46 in
  })

  test('energy in kJ, changes and paces in lb, water in litres and US fluid ounces', () => {
    expect(energy(2000, uk)).toBe('8,368 kJ')
    expect(energy(2209, metric)).toBe('2,209 kcal')
    expect(weightChange(5, us)).toBe('11 lb') // 11.02 lb
    expect(pace(0.5, uk)).toBe('1.1 lb a week')
    expect(pace(0.25, metric)).toBe('0.25 kg a week')
    expect(water(2800, us)).toBe('2.8 L (95 US fl oz)') // 94.68 fl oz
    expect(water(2800, uk)).toBe('2.8 L')
    expect(rangeHint('mass', 30, 650, us)).toBe('66.2 lb to 1,433 lb') // 66.14, 1433.01, rounded inward
  })

  test("an API rule's bounds restated in the person's units, the API's after them; metric and kcal left as they are", () => {
    const weightRule = ruleOf(fields.weightKg)
    expect(weightRule).toBe('must be a number from 30 to 650 (kg)')
    expect(boundsInUnits(weightRule, 'mass', metric)).toBe(weightRule)
    // Bounds rounded inward, so each shown bound is accepted. 30 kg / 0.45359237 = 66.14 lb → 66.2 lb
    // (66.1 lb is 29.98 kg, refused); 650 kg = 1433.01 lb → 1433 lb.
    expect(boundsInUnits(weightRule, 'mass', us)).toBe('must be a number from 66.2 lb to 1,433 lb (30 to 650 kg)')
    // 66.14 lb → 67 lb = 4 st 11 lb; 1433.01 lb → 1433 lb = 102 st 5 lb.
    expect(boundsInUnits(weightRule, 'mass', uk)).toBe('must be a number from 4 st 11 lb to 102 st 5 lb (30 to 650 kg)')
    // 100 cm = 39.37 in → 40 in = 3 ft 4 in; 280 cm = 110.24 in → 9 ft 2 in. The same in a "required" message.
    expect(boundsInUnits(`is required; it ${ruleOf(fields.heightCm)}`, 'height', us)).toBe(
      'is required; it must be a number from 3 ft 4 in to 9 ft 2 in (100 to 280 cm)',
    )
    // 800 kcal × 4.184 = 3347.2 kJ → 3348 kJ; 10000 kcal = 41840 kJ. Energy follows the kJ choice, not the system;
    // the API's bounds after them are grouped as the page writes numbers (10,000).
    expect(boundsInUnits(ruleOf(fields.calories), 'energy', uk)).toBe(
      'must be a number from 3,348 kJ to 41,840 kJ (800 to 10,000 kcal/day)',
    )
    expect(boundsInUnits(ruleOf(fields.calories), 'energy', us)).toBe(ruleOf(fields.calories))
  })

  test('the energy in a unit of weight change: per kg or per lb, in kcal or kJ', () => {
    // 7700 kcal/kg × 0.45359237 = 3492.66 kcal/lb; × 4.184 = 32,216.8 kJ/kg and 14,613.3 kJ/lb.
    expect(energyPerWeight(7700, metric)).toBe('7,700 kcal/kg')
    expect(energyPerWeight(7700, us)).toBe('3,493 kcal/lb')
    expect(energyPerWeight(7700, { system: 'metric', energy: 'kJ' })).toBe('32,217 kJ/kg')
    expect(energyPerWeight(7700, uk)).toBe('14,613 kJ/lb')
  })

  test('quantities inside a warning are restated; other words are left alone', () => {
    expect(inUnits('more than 1 kg a week on average', us)).toBe('more than 2.2 lb a week on average')
    expect(inUnits('the safety floor of 1500 kcal/day; settles near 72.3 kg (Hall 2011 model)', uk)).toBe(
      'the safety floor of 6,276 kJ/day; settles near 11 st 5 lb (Hall 2011 model)', // 159.39 lb
    )
    expect(inUnits('below 18.5 (underweight)', uk)).toBe('below 18.5 (underweight)')
    // A range restates both ends: 0.5 kg = 1.10 lb, 1 kg = 2.20 lb (an audit found "0.5 to 2.2 lb a week").
    const paceWarning = 'A pace above 1 kg a week is above the 0.5 to 1 kg a week NICE advised in 2006; consider 1 kg a week or less.'
    expect(inUnits(paceWarning, uk)).toBe(
      'A pace above 2.2 lb a week is above the 1.1 to 2.2 lb a week NICE advised in 2006; consider 2.2 lb a week or less.',
    )
    expect(inUnits(paceWarning, metric)).toBe(paceWarning)
  })

  test('numbers: grouped thousands, a true minus sign, no negative zero', () => {
    expect(formatNumber(-350)).toBe('\u2212350')
    expect(formatNumber(12345.67, 1)).toBe('12,345.7')
    expect(formatNumber(-0.0001, 2)).toBe('0')
    expect(formatNumber(1.5, 2)).toBe('1.5')
    // A group at a time: zeros kept inside (1,000,005), none added in front.
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1_000_005)).toBe('1,000,005')
    expect(formatNumber(987_654_321_012)).toBe('987,654,321,012')
    expect(formatNumber(41_840.46, 1)).toBe('41,840.5')
  })

  test('numbers: thousands grouped as a regular expression on the digits groups them, for any whole number', () => {
    const byPattern = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.maxSafeInteger().filter((n) => n >= 0),
        ),
        (n) => {
          expect(formatNumber(n)).toBe(byPattern(n))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
