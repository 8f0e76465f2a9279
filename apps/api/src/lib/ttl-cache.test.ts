import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

describe('createTtlCache', () => {
  afterEach(() => vi.useRealTimers())

  it('loads once for concurrent misses and keeps the value until the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    let loads = 0
    const cache = createTtlCache<number>(1000)
    const load = async () => ++loads
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1])
    vi.setSystemTime(start + 999)
    expect(await cache.get('a', load)).toBe(1)
    vi.setSystemTime(start + 1000)
    expect(await cache.get('a', load)).toBe(2)
  })

  it('keeps keys apart, forgets a deleted key and does not keep a failed load', async () => {
    const cache = createTtlCache<string>(60_000)
    expect(await cache.get('a', async () => 'A')).toBe('A')
    expect(await cache.get('b', async () => 'B')).toBe('B')
    cache.delete('a')
    expect(await cache.get('a', async () => 'A2')).toBe('A2')
    expect(await cache.get('b', async () => 'other')).toBe('B')

    await expect(cache.get('c', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('c', async () => 'C')).toBe('C')
  })

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<number>(60_000, 2)
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    expect(await cache.get('a', async () => 10)).toBe(10)
    expect(await cache.get('c', async () => 30)).toBe(3)
  })
})
