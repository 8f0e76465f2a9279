import { describe, expect, it } from 'vitest'
import { addTagsFromDraft, normaliseTags } from './tags.ts'

describe('normaliseTags', () => {
  it('trims, lower-cases and drops blanks and repeats, keeping the first order', () => {
    expect(normaliseTags(['  Calma ', 'SUEÑO', '', '   ', 'calma', 'Sueño'])).toEqual(['calma', 'sueño'])
  })
})

describe('addTagsFromDraft', () => {
  it('splits the draft at commas and adds only new tags', () => {
    expect(addTagsFromDraft(['calma'], 'Respiración, calma ,, noche')).toEqual([
      'calma',
      'respiración',
      'noche',
    ])
  })

  it('changes nothing for a blank draft', () => {
    expect(addTagsFromDraft(['calma'], ' , ')).toEqual(['calma'])
  })
})
