/**
 * How far the dynamic model's answers look (days; years for a goal date). Plain numbers, importing
 * only the calendar, so that the browser module can carry them without the rest of the domain;
 * constants.ts registers them with their source (DYNAMIC_MODEL_HORIZON, conventions of ours).
 */
import { MEAN_GREGORIAN_YEAR_DAYS } from '../dates.ts'

export const MODEL_HORIZON = { searchDays: 3652, projectionDaysWithoutGoal: 365, goalDateMaxYears: 5, projectionEveryDays: 7 } as const

/** How far the dynamic model looks for a goal, in whole years (10): how the warnings and pages say it. */
export const SEARCH_YEARS = Math.round(MODEL_HORIZON.searchDays / MEAN_GREGORIAN_YEAR_DAYS)
