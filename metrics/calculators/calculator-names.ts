/**
 * The id (its API path's last segment and its page's path) and title of the calculators a result
 * page links to, apart from their definitions: the pages' browser module links them without loading
 * the models.
 */
export const GOAL_DATE_PLANNER = { id: 'calories-for-goal-date', title: 'Calories for a goal date' } as const
export const DEFICIT_ESTIMATOR = { id: 'calculate-deficit', title: 'Calorie deficit estimator' } as const
