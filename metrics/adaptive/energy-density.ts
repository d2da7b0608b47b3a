/**
 * Energy per kg of weight change. Known person: the Hall 2011 adult model's partition of a
 * change between fat and lean tissue (Forbes: dL/dF = 10.4/F), at the energy densities of
 * each, so leaner people change more lean tissue and store less energy per kg (Hall 2008).
 * Unknown: the 7700 kcal/kg rule the plans use, with the variance of the density over adult fat masses.
 */
import { ADAPTIVE_TDEE, ENERGY_PER_KG, HALL_ENERGY, KJ_PER_KCAL, WEIGHT_CHANGE_ENERGY } from '../constants.ts'
import { initialFatKg } from '../dynamic/hall-adult.ts'
import type { Gender } from '../fields.ts'

export interface Person {
  gender: Gender
  age: number
  heightCm: number
}

const kcalPerKg = (mjPerKg: number) => (mjPerKg * 1000) / KJ_PER_KCAL.value
const rhoF = kcalPerKg(HALL_ENERGY.value.fatEnergyDensityMjPerKg)
const rhoL = kcalPerKg(HALL_ENERGY.value.leanEnergyDensityMjPerKg)
const C = WEIGHT_CHANGE_ENERGY.value.forbesKg

/** kcal per kg of weight change for a body holding `fatKg` of fat. */
export const forbesEnergyDensity = (fatKg: number): number => (rhoF * fatKg + rhoL * C) / (fatKg + C)

/** The fat mass (kg) at which Forbes' density is `kcalPerKg`: the inverse of forbesEnergyDensity. */
export const fatMassAtDensity = (kcalPerKg: number): number => (C * (kcalPerKg - rhoL)) / (rhoF - kcalPerKg)

const FAT = ADAPTIVE_TDEE.value.unknownPersonFatKg
/**
 * Without the person the density is unknown: by a convention, the variance of a density spread evenly
 * between Forbes' values at FAT's ends (a little wider than Forbes' density over fat masses spread evenly).
 */
const UNKNOWN_VARIANCE = (forbesEnergyDensity(FAT.high) - forbesEnergyDensity(FAT.low)) ** 2 / 12

export type DensityBasis = 'forbes' | 'rule-7700'

/**
 * The density at `weightKg`: from a measured body fat when given (with or without the person), else for a
 * person from the fat Jackson 2002 predicts (as the dynamic model starts), else the rule's; `variance` is
 * its uncertainty (kcal/kg)².
 */
export function energyDensity(
  person: Person | undefined,
  weightKg: number,
  bodyFatPercent?: number,
): { kcalPerKg: number; basis: DensityBasis; variance: number } {
  if (bodyFatPercent !== undefined)
    return { kcalPerKg: forbesEnergyDensity((weightKg * bodyFatPercent) / 100), basis: 'forbes', variance: 0 }
  if (person === undefined) return { kcalPerKg: ENERGY_PER_KG.value, basis: 'rule-7700', variance: UNKNOWN_VARIANCE }
  const fatKg = initialFatKg({ gender: person.gender, age: person.age, weightKg, heightM: person.heightCm / 100 })
  return { kcalPerKg: forbesEnergyDensity(fatKg), basis: 'forbes', variance: 0 }
}
