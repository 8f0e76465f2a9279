import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
  it('lets a later utility override an earlier one when lists are joined', () => {
    expect(cn('px-3.5 text-base', 'px-2')).toBe('text-base px-2')
    expect(cn('size-10', false, { 'size-8': true })).toBe('size-8')
  })

  it('returns a single list as written, whatever else was passed empty', () => {
    expect(cn('inline-flex size-10 rounded-full')).toBe('inline-flex size-10 rounded-full')
    expect(cn(undefined, 'block h-11', false, null, '')).toBe('block h-11')
  })
})
