/**
 * A person's units and the quantities shown in them. The API is SI only; the pages convert at
 * the edges with the exact definitions (metrics/units.ts), and round only what they show.
 */

import { type DateOrder, formatLongDate, isoDate, longDateOfDayNumber, MONTHS } from '../../metrics/dates.ts'
import { round, round2 } from '../../metrics/rounding.ts'
import { UNIT_DEFINITIONS as U } from '../../metrics/units.ts'
import { formatNumber } from './numbers.ts'

export const UNIT_SYSTEMS = ['metric', 'us', 'uk'] as const
export type UnitSystem = (typeof UNIT_SYSTEMS)[number]
export const ENERGY_UNITS = ['kcal', 'kJ'] as const
export type EnergyUnit = (typeof ENERGY_UNITS)[number]

export interface Units {
  system: UnitSystem
  energy: EnergyUnit
  /** How dates are written, where it is not the system's (a log in lb read by someone who keeps UK units). */
  dates?: DateOrder
}

/** What the server renders: it cannot know a person's choice, which stays on their device. */
export const DEFAULT_UNITS: Units = { system: 'metric', energy: 'kcal' }

export const poundsOf = (kg: number): number => kg / U.kgPerPound
export const kgOfPounds = (pounds: number): number => pounds * U.kgPerPound
export const inchesOf = (cm: number): number => cm / U.cmPerInch
export const cmOfInches = (inches: number): number => inches * U.cmPerInch
export const kjOf = (kcal: number): number => kcal * U.kjPerKcal
export const kcalOfKj = (kj: number): number => kj / U.kjPerKcal

/** Whole feet and inches. The total is rounded first, so 182.8 cm is 6 ft 0 in, never 5 ft 12 in. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const total = round(inchesOf(cm))
  return { feet: Math.floor(total / U.inchesPerFoot), inches: total % U.inchesPerFoot }
}

/** Whole stones and pounds, the total rounded to a pound first (as for feet and inches). */
export function stonesAndPounds(kg: number): { stones: number; pounds: number } {
  const total = round(poundsOf(kg))
  return { stones: Math.floor(total / U.poundsPerStone), pounds: total % U.poundsPerStone }
}

const imperial = (u: Units): boolean => u.system !== 'metric'

/**
 * The weight a figure is shown from: in kg, the answer's own, as the API rounds it; in pounds,
 * the exact value worked from the question when the page has one (finite), so that it is rounded
 * once. The answer's kg are rounded already, and converted they would be rounded twice
 * (docs/decisions.md, "Figures in other units").
 */
export const weightShownFrom = (u: Units, answered: number, exact: number): number =>
  imperial(u) && Number.isFinite(exact) ? exact : answered
/** The unit of a change of weight: kg, or lb in both imperial systems. */
export const changeUnit = (u: Units): 'kg' | 'lb' => (imperial(u) ? 'lb' : 'kg')

/** The number of an energy in the person's unit, kcal or kJ, grouped. */
const energyNumber = (kcal: number, u: Units): string => formatNumber(u.energy === 'kJ' ? kjOf(kcal) : kcal)

export const energy = (kcal: number, u: Units): string => `${energyNumber(kcal, u)} ${u.energy}`
/** Energy named as the person reads it: calories, or in kJ energy (a figure in kJ is not calories). */
export const energyNoun = (u: Units): string => (u.energy === 'kJ' ? 'energy' : 'calories')

/** The energy in a unit of weight change (kcal/kg): per kg, or per lb in both imperial systems; in kcal or kJ. */
export function energyPerWeight(kcalPerKg: number, u: Units): string {
  const perUnit = imperial(u) ? kcalPerKg * U.kgPerPound : kcalPerKg
  return `${formatNumber(Math.round(u.energy === 'kJ' ? kjOf(perUnit) : perUnit))} ${u.energy}/${changeUnit(u)}`
}

/**
 * A rule's energy per kg (the static rule's 7700 kcal/kg) in the person's units, the rule's own figure after it
 * in other units: the conversion is exact (3,493 kcal/lb, not the 3,500 often quoted), and the rule is known by its figure.
 */
export function ruleEnergyPerWeight(kcalPerKg: number, u: Units): string {
  const metric = energyPerWeight(kcalPerKg, DEFAULT_UNITS)
  return imperial(u) || u.energy !== DEFAULT_UNITS.energy ? `${energyPerWeight(kcalPerKg, u)} (${metric})` : metric
}

/** A body weight: kg to a tenth, lb to a tenth (US), stones and pounds (UK). */
export function bodyWeight(kg: number, u: Units): string {
  if (u.system === 'metric') return `${formatNumber(kg, 1)} kg`
  if (u.system === 'us') return `${formatNumber(poundsOf(kg), 1)} lb`
  const { stones, pounds } = stonesAndPounds(kg)
  return `${stones} st ${pounds} lb`
}

/** The number of a change of weight in the person's unit: kg, or lb in both imperial systems. */
const changeNumber = (kg: number, u: Units): string => (imperial(u) ? formatNumber(poundsOf(kg), 1) : formatNumber(kg, 2))

/** A change of weight (to lose, a month's loss, a week's pace): kg, or lb in both imperial systems. */
export const weightChange = (kg: number, u: Units): string => `${changeNumber(kg, u)} ${changeUnit(u)}`

export const pace = (kgPerWeek: number, u: Units): string => `${weightChange(kgPerWeek, u)} a week`

export function height(cm: number, u: Units): string {
  if (!imperial(u)) return `${formatNumber(cm, 1)} cm`
  const { feet, inches } = feetAndInches(cm)
  return `${feet} ft ${inches} in`
}

/** A circumference: cm, or inches to a tenth. */
export const girth = (cm: number, u: Units): string => (imperial(u) ? `${formatNumber(inchesOf(cm), 1)} in` : `${formatNumber(cm, 1)} cm`)

/**
 * Dates as the person's units suggest they read them: month first in US units, as the API writes them
 * (April 11, 2027), day first otherwise (11 April 2027), as British and international English do.
 */
export const dateOrder = (u: Units): DateOrder => u.dates ?? (u.system === 'us' ? 'month-first' : 'day-first')
export const longDate = (iso: string, u: Units): string => formatLongDate(iso, dateOrder(u))
export const longDateOfDay = (dayNumber: number, u: Units): string => longDateOfDayNumber(dayNumber, dateOrder(u))
/** A date as the API writes one inside a sentence (`April 11, 2027`). */
const MONTH_FIRST_DATE = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'g')

/** Litres as written, and US fluid ounces beside them for US readers. */
const withFluidOunces = (litres: string, ml: number, u: Units): string =>
  u.system === 'us' ? `${litres} (${formatNumber(ml / U.mlPerUsFluidOunce)} US fl oz)` : litres

/** Water: litres everywhere, and US fluid ounces for US readers. */
export const water = (ml: number, u: Units): string => withFluidOunces(`${formatNumber(ml / 1000, 2)} L`, ml, u)

/** Grams per unit of body weight as shown: per kg, or per lb in both imperial systems, to 0.01. */
export const perShownWeight = (gramsPerKg: number, u: Units): number => round2(imperial(u) ? gramsPerKg * U.kgPerPound : gramsPerKg)

/** Protein per kg of body weight, or per lb. */
export const gramsPerBodyWeight = (gramsPerKg: number, u: Units): string =>
  `${formatNumber(perShownWeight(gramsPerKg, u), 2)} g/${imperial(u) ? 'lb' : 'kg'}`

/** The form fields whose unit follows the person's choice, and how each is shown. */
const CONVERTED_KINDS = {
  mass: bodyWeight,
  pace,
  height,
  girth,
  energy,
} satisfies Record<string, (value: number, u: Units) => string>

export type ConvertedKind = keyof typeof CONVERTED_KINDS

/** The unit each kind is shown in (its size in the API's unit) and the step it is rounded to. */
function shownStep(kind: ConvertedKind, u: Units): { size: number; step: number } {
  if (kind === 'energy') return u.energy === 'kJ' ? { size: 1 / U.kjPerKcal, step: 1 } : { size: 1, step: 1 }
  if (!imperial(u)) return { size: 1, step: kind === 'pace' ? 0.01 : 0.1 }
  if (kind === 'height') return { size: U.cmPerInch, step: 1 }
  if (kind === 'girth') return { size: U.cmPerInch, step: 0.1 }
  return { size: U.kgPerPound, step: kind === 'mass' && u.system === 'uk' ? 1 : 0.1 }
}

/**
 * A field's accepted range in the person's units, for the hint beside it and its errors. The
 * bounds are rounded inward, so each shown bound is itself accepted: 30 kg is 66.14 lb, shown
 * as 66.2 lb, since 66.1 lb (29.98 kg) would be refused.
 */
export function rangeHint(kind: ConvertedKind, min: number, max: number, u: Units): string {
  const [low, high] = inwardRange(kind, min, max, u)
  return `${CONVERTED_KINDS[kind](low, u)} to ${CONVERTED_KINDS[kind](high, u)}`
}

/** A range's ends (in the API's units) at the steps the person reads, rounded inward: each end shown is accepted. */
function inwardRange(kind: ConvertedKind, min: number, max: number, u: Units): [number, number] {
  const { size, step } = shownStep(kind, u)
  return [roundedInward(min / size, step, 'min') * size, roundedInward(max / size, step, 'max') * size]
}

/**
 * A bound rounded to a multiple of `step`, inward: up for a lower bound, down for an upper one, so
 * that the bound shown is itself accepted. Steps are counted in whole numbers, with float noise
 * (66.2 / 0.1 = 661.9999…) removed before rounding.
 */
export function roundedInward(value: number, step: number, bound: 'min' | 'max'): number {
  const steps = Math.round((value / step) * 1e6) / 1e6
  return (bound === 'min' ? Math.ceil(steps) : Math.floor(steps)) * step
}

/** Whether a person in `u` reads this kind in other units than the API's (kg, cm, kcal). */
const convertedIn = (kind: ConvertedKind, u: Units): boolean => (kind === 'energy' ? u.energy === 'kJ' : imperial(u))

/** The bounds an API rule states: "from 30 to 650 (kg)" (metrics/fields.ts, ruleOf). */
const RULE_BOUNDS = /from (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) \(([^)]+)\)/

/** A number as the API wrote it, its thousands grouped as the page writes numbers (10000 is 10,000), its decimals kept. */
function groupedAsWritten(number: string): string {
  const [whole, decimals] = number.split('.')
  return decimals === undefined ? formatNumber(Number(whole)) : `${formatNumber(Number(whole))}.${decimals}`
}

/**
 * An API rule with its bounds restated in the person's units, the API's after them: in US
 * units, "must be a number from 30 to 650 (kg)" reads "must be a number from 66.2 lb to
 * 1,433 lb (30 to 650 kg)"; in kJ, "from 3,348 kJ to 41,840 kJ (800 to 10,000 kcal/day)".
 */
export function boundsInUnits(rule: string, kind: ConvertedKind, u: Units): string {
  if (!convertedIn(kind, u)) return rule
  return rule.replace(
    RULE_BOUNDS,
    (_, min: string, max: string, unit: string) =>
      `from ${rangeHint(kind, Number(min), Number(max), u)} (${groupedAsWritten(min)} to ${groupedAsWritten(max)} ${unit})`,
  )
}

/**
 * Quantities inside a warning's or an error's sentence (the API words them in kg and kcal), restated in the
 * person's units: "1 kg a week", "0.5 to 1 kg a week" and "800 to 10000 kcal/day" (both ends), "72.3 kg",
 * "1500 kcal/day", "the energy per kg" (of weight change) per lb, a height "280 cm tall" in feet and inches, a rule by its name ("the 7,700 kcal/kg rule"), litres with US fluid ounces beside them for US
 * readers (as the water figures are shown), and dates as the person reads them. A range's ends are rounded inward, as
 * a field's bounds are (800 kcal is 3,347.2 kJ: 3,348). A range is matched whole, so that no
 * rule reads figures another wrote (10,000 kcal is not 000 kcal), and a pace left in kg a week is not read
 * as a weight. A rule's bounds, "from 30 to 650 (kg)", are `boundsInUnits`'s: a unit in brackets is not matched.
 */
export function inUnits(sentence: string, u: Units): string {
  return (
    sentence
      .replace(
        /(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) kg a week/g,
        (_, low: string, high: string) => `${changeNumber(Number(low), u)} to ${pace(Number(high), u)}`,
      )
      .replace(/(\d+(?:\.\d+)?) kg a week/g, (_, kg: string) => pace(Number(kg), u))
      // A lower bound the API rounded up ("41.7 kg or more", "41.7 kg (rounded up to 0.1 kg)") is rounded up again
      // in the person's units, so that the figure shown still holds (91.93 lb is 92.0 lb, not 91.9).
      .replace(
        /(\d+(?:\.\d+)?) kg( or more)? \(rounded up to 0\.1 kg\)/g,
        (_, kg: string, more = '') => `${bodyWeight(roundedUpShown(Number(kg), u), u)}${more} (rounded up to ${MASS_STEP_WORDS[u.system]})`,
      )
      .replace(/(\d+(?:\.\d+)?) kg or more/g, (_, kg: string) => `${bodyWeight(roundedUpShown(Number(kg), u), u)} or more`)
      .replace(/(?:(\d+(?:\.\d+)?) to )?(\d+(?:\.\d+)?) kg\b(?! a week|\/)/g, (_, low: string | undefined, kg: string) =>
        low === undefined ? bodyWeight(Number(kg), u) : shownRange('mass', Number(low), Number(kg), u),
      )
      // A rule is named, not restated: "the 7,700 kcal/kg rule" in kJ or pounds too, as the form's hint names it.
      .replace(/(\d+) kcal\/kg rule/g, (_, kcal: string) => `${formatNumber(Number(kcal))} kcal/kg rule`)
      .replace(/(?:(\d+) to )?(\d+) kcal(?!\/kg rule)/g, (_, low: string | undefined, kcal: string) =>
        low === undefined ? energy(Number(kcal), u) : shownRange('energy', Number(low), Number(kcal), u),
      )
      .replace(/\bthe energy per kg\b/g, () => `the energy per ${changeUnit(u)}`)
      .replace(/(\d+(?:\.\d+)?) cm tall\b/g, (_, cm: string) => `${height(Number(cm), u)} tall`)
      .replace(/(\d+(?:\.\d+)?) L\b/g, (litres: string, value: string) => withFluidOunces(litres, Number(value) * 1000, u))
      .replace(MONTH_FIRST_DATE, (_, month: (typeof MONTHS)[number], day: string, year: string) =>
        longDate(isoDate(Number(year), MONTHS.indexOf(month) + 1, Number(day)), u),
      )
  )
}

/** The step a body weight is rounded to, in words: what "rounded up to" reaches in each system. */
const MASS_STEP_WORDS: Record<UnitSystem, string> = { metric: '0.1 kg', us: '0.1 lb', uk: 'the pound' }

/** A weight (kg) rounded up to the step the person reads it in. */
const roundedUpShown = (kg: number, u: Units): number => inwardRange('mass', kg, kg, u)[0]

/**
 * A range inside a sentence, its ends rounded inward as a field's bounds are (each end shown is within it);
 * a range too narrow for the step the person reads, whose ends would cross, is shown to the nearest step.
 */
function shownRange(kind: 'mass' | 'energy', low: number, high: number, u: Units): string {
  const [from, to] = inwardRange(kind, low, high, u)
  const [a, b] = from <= to ? [from, to] : [low, high]
  return kind === 'mass' ? `${bodyWeight(a, u)} to ${bodyWeight(b, u)}` : `${energyNumber(a, u)} to ${energy(b, u)}`
}
