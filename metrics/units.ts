/**
 * The unit definitions the pages convert with (the API itself is SI). Plain numbers with no
 * imports, so that the browser module can carry them without the rest of the domain;
 * constants.ts registers them with their sources (UNIT_CONVERSIONS, KJ_PER_KCAL).
 */
export const UNIT_DEFINITIONS = {
  /** The international avoirdupois pound, exact since 1959. */
  kgPerPound: 0.45359237,
  /** The international inch, exact since 1959. */
  cmPerInch: 2.54,
  inchesPerFoot: 12,
  /** The customary British stone. */
  poundsPerStone: 14,
  /** 1/128 of the US gallon of 231 cubic inches: 231 × 2.54³ / 128 ml, exact. */
  mlPerUsFluidOunce: 29.5735295625,
  /** The thermochemical calorie. */
  kjPerKcal: 4.184,
} as const
