/**
 * The Hacker's Diet trend's daily smoothing (Walker). A plain number with no imports, so that the
 * browser module can carry it; constants.ts registers it with its source (HACKERS_DIET_TREND).
 */
export const TREND_SMOOTHING = 0.1
