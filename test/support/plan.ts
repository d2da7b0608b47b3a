/** The plan the tests start from: a typical adult man, losing 0.5 kg a week toward 75 kg. */
export const validPlan = {
  gender: 'male',
  age: 30,
  weightKg: 80,
  heightCm: 180,
  activityLevel: 'moderate',
  weeklyLossGoalKg: 0.5,
  targetWeightKg: 75,
} as const
