import type { Model } from '../../metrics/fields.ts'

/**
 * The same question under the other projection model, so that a plan's chart can draw the
 * static rule and the dynamic model side by side. The dynamic model needs the body (sex, age,
 * height, activity); where a page leaves those optional, it is asked only when they are given.
 */
export function companionParams(
  params: Readonly<Record<string, string>>,
  dynamicNeeds: readonly string[],
): Record<string, string> | undefined {
  const model = companionModel(params, dynamicNeeds)
  return model === undefined ? undefined : { ...params, model }
}

/** The other projection model, when the question can be asked under it. */
export function companionModel(params: Readonly<Record<string, string>>, dynamicNeeds: readonly string[]): Model | undefined {
  const model = params.model === 'dynamic' ? 'static' : 'dynamic'
  return model === 'dynamic' && dynamicNeeds.some((name) => params[name] === undefined) ? undefined : model
}
