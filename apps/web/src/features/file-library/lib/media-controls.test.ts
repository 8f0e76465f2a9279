import { describe, expect, it } from 'vitest'
import { formatClock, isBlockedShortcut } from './media-controls.ts'

describe('formatClock', () => {
  it('shows m:ss, h:mm:ss past an hour, and 0:00 for unknown durations', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(65.9)).toBe('1:05')
    expect(formatClock(3723)).toBe('1:02:03')
    expect(formatClock(Number.NaN)).toBe('0:00')
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00')
  })
})

describe('isBlockedShortcut', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  })
  it('blocks developer tools, save and view source', () => {
    expect(isBlockedShortcut(key('F12'))).toBe(true)
    expect(isBlockedShortcut(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true)
    expect(isBlockedShortcut(key('j', { metaKey: true, altKey: true }))).toBe(true)
    expect(isBlockedShortcut(key('C', { ctrlKey: true, shiftKey: true }))).toBe(true)
    expect(isBlockedShortcut(key('s', { ctrlKey: true }))).toBe(true)
    expect(isBlockedShortcut(key('u', { metaKey: true }))).toBe(true)
  })
  it('lets ordinary keys and copy through', () => {
    expect(isBlockedShortcut(key(' '))).toBe(false)
    expect(isBlockedShortcut(key('s'))).toBe(false)
    expect(isBlockedShortcut(key('c', { ctrlKey: true }))).toBe(false)
    expect(isBlockedShortcut(key('Escape'))).toBe(false)
  })
})
