import { describe, expect, it, vi } from 'vitest'
import './zod-jitless.ts'
import { config, z } from 'zod'

describe('zod on the page', () => {
  it('checks schemas without new Function, so the CSP (no eval) reports nothing', () => {
    expect(config().jitless).toBe(true)
    const compile = vi.spyOn(globalThis, 'Function')
    expect(
      z.object({ email: z.string(), age: z.number() }).safeParse({ email: 'a@b.es', age: 3 }).success,
    ).toBe(true)
    expect(compile).not.toHaveBeenCalled()
  })
})
