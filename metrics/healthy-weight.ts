/**
 * The WHO normal-weight BMI range and the weight a BMI gives at a height. Plain numbers with no
 * imports, so that the pages can restate the range in pounds from the height asked about, rounded
 * once; constants.ts registers the range with its source (HEALTHY_BMI).
 */
export const HEALTHY_BMI_RANGE = { min: 18.5, max: 24.9 } as const

/** The weight (kg) that gives a height (cm) this BMI: BMI × height² in metres. */
export const weightAtBmi = (bmi: number, heightCm: number): number => bmi * (heightCm / 100) ** 2
