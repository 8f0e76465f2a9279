/**
 * Values kept in memory for `ttlMs`, by key. Concurrent misses for one key share one load, a failed
 * load is not kept, and at most `maxEntries` are held (the oldest go first), so memory stays bounded
 * whatever the traffic. Writers in this process call `delete`; other instances see a change within
 * `ttlMs`.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>()
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now) return hit.value
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      const value = load()
      entries.set(key, { value, expiresAt: now + ttlMs })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    delete(key: string): void {
      entries.delete(key)
    },
    clear(): void {
      entries.clear()
    },
  }
}
