/**
 * Loads by key, many keys in one query: the loads asked for in one turn of the event loop (the
 * requests read together) wait for `setImmediate` and are answered by one call of `loadMany`, per
 * context (a database handle). Every signed-in request checks its user and session family; at a few
 * hundred requests a second, one query each was most of the database's work on the listening
 * reports (decision 090). A failed query fails each load of its batch; nothing is kept.
 */
export function createBatchLoader<C extends object, V>(
  loadMany: (context: C, keys: string[]) => Promise<Map<string, V>>,
) {
  const waiting = new WeakMap<
    C,
    Map<string, { resolve(value: V | undefined): void; reject(e: unknown): void }[]>
  >()
  return function load(context: C, key: string): Promise<V | undefined> {
    let batch = waiting.get(context)
    if (!batch) {
      const fresh = new Map<string, { resolve(value: V | undefined): void; reject(e: unknown): void }[]>()
      batch = fresh
      waiting.set(context, fresh)
      setImmediate(() => {
        waiting.delete(context)
        loadMany(context, [...fresh.keys()]).then(
          (found) => {
            for (const [k, callers] of fresh) for (const caller of callers) caller.resolve(found.get(k))
          },
          (error) => {
            for (const callers of fresh.values()) for (const caller of callers) caller.reject(error)
          },
        )
      })
    }
    const callers = batch.get(key) ?? []
    batch.set(key, callers)
    return new Promise((resolve, reject) => callers.push({ resolve, reject }))
  }
}
