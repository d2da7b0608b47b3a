/**
 * What a route makes on first use (a module it loads, a document it builds): made on the first
 * call and shared by the calls that come while it is being made and after. A failure is not kept:
 * the next call tries again, where a promise kept rejected would fail every request for the
 * process's life (a load that failed for a moment, say with too many files open).
 */
export function madeOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined
      throw error
    }))
}
