/** Numbers written into published text, free of binary floating-point noise (0.07 × 100). */
const clean = (x: number): number => Number(x.toPrecision(12))

export const percent = (share: number): number => clean(share * 100)

/** `0.25, 0.5, 0.75, 1` */
export const list = (values: readonly (number | string)[]): string => values.join(', ')

/** A protein range per kg of body weight: `1.6-2.4 g/kg` */
export const grams = ({ min, max }: { min: number; max: number }): string => `${min.toFixed(1)}-${max.toFixed(1)} g/kg`
