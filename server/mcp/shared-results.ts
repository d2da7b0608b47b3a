/**
 * Results every request shares (the lists, a catalogue's text), serialized once, on first use:
 * a read of the largest catalogue is about 190 KB of JSON, half a millisecond to serialize, and
 * was serialized for each request (and parsed back and serialized again in a batch).
 */
const SHARED = new WeakMap<object, string | undefined>()

/** Marks `result` as the same for every request: it must not change after. */
export function sharedResult<T extends object>(result: T): T {
  SHARED.set(result, undefined)
  return result
}

/** The result's JSON: kept for a shared result, made anew for any other. */
export function resultJson(result: object): string {
  if (!SHARED.has(result)) return JSON.stringify(result)
  let json = SHARED.get(result)
  if (json === undefined) {
    json = JSON.stringify(result)
    SHARED.set(result, json)
  }
  return json
}
