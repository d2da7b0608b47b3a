/**
 * The goal-date planner's id (its API path's last segment and its page's path) and title, apart from
 * its definition: the pages' browser module links plans that gain to it without loading the model.
 */
export const GOAL_DATE_PLANNER = { id: 'calories-for-goal-date', title: 'Calories for a goal date' } as const
