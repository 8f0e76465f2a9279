import { describe, expect, it } from 'vitest'
import {
  lastNameInitial,
  listenedHours,
  missingListening,
  missingListeningText,
  reviewMinListeningSeconds,
} from './review-rules.ts'

describe('missingListening', () => {
  it('answers hours and minutes still missing, minutes rounded up', () => {
    expect(reviewMinListeningSeconds).toBe(18_000)
    expect(missingListening(0)).toEqual({ hours: 5, minutes: 0 })
    expect(missingListening(17_999)).toEqual({ hours: 0, minutes: 1 })
    expect(missingListening(18_000)).toEqual({ hours: 0, minutes: 0 })
    expect(missingListening(3_600 + 59)).toEqual({ hours: 4, minutes: 0 })
    expect(missingListening(10_800 + 1_500)).toEqual({ hours: 1, minutes: 35 })
    expect(missingListening(99_999)).toEqual({ hours: 0, minutes: 0 })
  })
})

describe('missingListeningText', () => {
  it('says hours and minutes, leaving out a zero part', () => {
    expect(missingListeningText(0)).toBe('5 h')
    expect(missingListeningText(17_999)).toBe('1 min')
    expect(missingListeningText(10_800 + 1_500)).toBe('1 h y 35 min')
  })
})

describe('listenedHours', () => {
  it('rounds down to whole hours', () => {
    expect(listenedHours(18_000)).toBe(5)
    expect(listenedHours(21_599)).toBe(5)
    expect(listenedHours(21_600)).toBe(6)
    expect(listenedHours(-5)).toBe(0)
  })
})

describe('lastNameInitial', () => {
  it('keeps the first letter of the last name with a dot', () => {
    expect(lastNameInitial('Fernández')).toBe('F.')
    expect(lastNameInitial('  órtiz ')).toBe('Ó.')
    expect(lastNameInitial('')).toBe('')
  })
})
