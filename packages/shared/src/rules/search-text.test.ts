import { describe, expect, it } from 'vitest'
import { foldText, holdsEveryWord, searchWords } from './search-text.ts'

describe('search text', () => {
  it('folds case and accents', () => {
    expect(foldText('ÁÉÍÓÚ Ñandú Ü Respiración')).toBe('aeiou nandu u respiracion')
  })

  it('splits a search into folded words, none for a blank one', () => {
    expect(searchWords('  Calma   PROFUNDA ')).toEqual(['calma', 'profunda'])
    expect(searchWords('   ')).toEqual([])
  })

  it('needs every word, in any order; no words match everything', () => {
    const text = foldText('Calma profunda\nUn tono grave para cerrar el día')
    expect(holdsEveryWord(text, searchWords('dia calma'))).toBe(true)
    expect(holdsEveryWord(text, searchWords('calma lluvia'))).toBe(false)
    expect(holdsEveryWord(text, [])).toBe(true)
  })
})
