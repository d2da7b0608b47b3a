/**
 * What a person types a converted field in, for each unit choice: the units of its inputs (weight
 * in lb or st and lb, height in ft and in, circumferences in in, energy in kJ), their values for a
 * metric one, and the metric value of what is typed. Shared by the browser module's inputs beside
 * each field (site/client/unit-fields.ts) and the log page's inputs without script
 * (site/log-imperial.ts), so that both convert alike.
 */
import { UNIT_DEFINITIONS as U } from '../../metrics/units.ts'
import { type ConvertedKind, cmOfInches, feetAndInches, inchesOf, kcalOfKj, kgOfPounds, kjOf, poundsOf, type Units } from './units.ts'

export interface Representation {
  units: string[]
  of(metric: number): number[]
  metric(parts: number[]): number
}

const rounded = (x: number, digits: number) => Number(x.toFixed(digits))

/** How a field of this kind is typed in `u`, or undefined when it is typed in the API's unit. */
export function representation(kind: ConvertedKind, u: Units): Representation | undefined {
  const imperial = u.system !== 'metric'
  switch (kind) {
    case 'mass':
      if (u.system === 'us') return { units: ['lb'], of: (kg) => [rounded(poundsOf(kg), 1)], metric: ([lb]) => kgOfPounds(lb!) }
      if (u.system === 'uk')
        return {
          units: ['st', 'lb'],
          of: (kg) => {
            const total = rounded(poundsOf(kg), 1)
            const stones = Math.floor(total / U.poundsPerStone)
            return [stones, rounded(total - stones * U.poundsPerStone, 1)]
          },
          metric: ([st, lb]) => kgOfPounds(st! * U.poundsPerStone + lb!),
        }
      return undefined
    case 'pace':
      return imperial ? { units: ['lb a week'], of: (kg) => [rounded(poundsOf(kg), 2)], metric: ([lb]) => kgOfPounds(lb!) } : undefined
    case 'height':
      return imperial
        ? {
            units: ['ft', 'in'],
            of: (cm) => {
              const { feet, inches } = feetAndInches(cm)
              return [feet, inches]
            },
            metric: ([ft, inches]) => cmOfInches(ft! * U.inchesPerFoot + inches!),
          }
        : undefined
    case 'girth':
      return imperial ? { units: ['in'], of: (cm) => [rounded(inchesOf(cm), 1)], metric: ([inches]) => cmOfInches(inches!) } : undefined
    case 'energy':
      return u.energy === 'kJ' ? { units: ['kJ'], of: (kcal) => [Math.round(kjOf(kcal))], metric: ([kj]) => kcalOfKj(kj!) } : undefined
  }
}

/**
 * A converted value as the metric field holds it: a plain decimal the API accepts (no exponent),
 * to 15 significant digits, which drops binary noise (180 × 0.45359237 = 81.64662660000001) and
 * keeps the exact factors' products whole (81.6466266; 1 lb a week is 0.45359237 kg). It is
 * written before any range check: a value String() would write with an exponent (below 1e-6, or
 * from 1e21) is outside every field's range, and is written so that the range error, not a
 * format error, is what the person reads.
 */
export function metricText(x: number): string {
  const value = Number(x.toPrecision(15))
  if (Math.abs(value) < 1e-6) return '0'
  if (Number.isFinite(value) && Math.abs(value) >= 1e21) return BigInt(value).toString()
  return String(value)
}
