import { describe, expect, it, vi } from 'vitest'
import { createBatchLoader } from './batch-loader.ts'

describe('batch loader', () => {
  it('answers the loads of one turn of the event loop with one query per context', async () => {
    const loadMany = vi.fn(
      async (_context: object, keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])),
    )
    const load = createBatchLoader(loadMany)
    const one = {}
    const two = {}
    const answers = await Promise.all([load(one, 'a'), load(one, 'b'), load(one, 'a'), load(two, 'c')])
    expect(answers).toEqual(['A', 'B', 'A', 'C'])
    expect(loadMany).toHaveBeenCalledTimes(2)
    expect(loadMany).toHaveBeenCalledWith(one, ['a', 'b'])
    expect(loadMany).toHaveBeenCalledWith(two, ['c'])
    // A later turn asks again: nothing is kept.
    expect(await load(one, 'a')).toBe('A')
    expect(loadMany).toHaveBeenCalledTimes(3)
  })

  it('answers undefined for a key not found, and fails every load of a failed query', async () => {
    let fail = false
    const load = createBatchLoader(async (_context: object, keys: string[]) => {
      if (fail) throw new Error('down')
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k]))
    })
    const context = {}
    expect(await Promise.all([load(context, 'x'), load(context, 'missing')])).toEqual(['x', undefined])
    fail = true
    const results = await Promise.allSettled([load(context, 'x'), load(context, 'y')])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})
