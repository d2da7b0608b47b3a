/** Numbers written into published text, free of binary floating-point noise (0.07 × 100). */
const clean = (x: number): number => Number(x.toPrecision(12))

export const percent = (share: number): number => clean(share * 100)

/** `0.25, 0.5, 0.75, 1` */
export const list = (values: readonly (number | string)[]): string => values.join(', ')
