import { describe, expect, it } from 'vitest'
import { es, tCount } from './es.ts'

describe('tCount', () => {
  it('uses the singular for exactly one and the plural for everything else', () => {
    expect(tCount('fileLibrary.count', 1)).toBe('1 elemento encontrado')
    expect(tCount('fileLibrary.count', 0)).toBe('0 elementos encontrados')
    expect(tCount('fileLibrary.count', 8)).toBe('8 elementos encontrados')
    expect(tCount('adminPlans.detail.categoryCount', 1)).toBe('1 categoría')
    expect(tCount('adminPlans.field.categoriesSelected', 2)).toBe('2 seleccionadas')
    expect(tCount('subscription.durationDays', 1)).toBe('1 día')
    expect(tCount('fileLibrary.uploadsFailed', 1)).toBe('1 archivo falló al subir')
    expect(tCount('adminPlans.moreFeatures', 3)).toBe('+3 características más')
    expect(tCount('dashboard.signupsTotal', 1)).toBe('1 registro en el periodo')
  })

  it('shows the count as the caller formatted it, choosing the form by the number', () => {
    expect(tCount('dashboard.signupsTotal', 1234, { count: '1.234' })).toBe('1.234 registros en el periodo')
    expect(tCount('dashboard.signupsTotal', 1, { count: '1' })).toBe('1 registro en el periodo')
  })

  it('has both forms for every counted sentence, and no "(s)" anywhere in the catalogue', () => {
    const keys = Object.keys(es)
    for (const key of keys.filter((k) => k.endsWith('.one'))) {
      expect(keys).toContain(key.replace(/\.one$/, '.other'))
    }
    for (const key of keys.filter((k) => k.endsWith('.other'))) {
      expect(keys).toContain(key.replace(/\.other$/, '.one'))
    }
    expect(Object.values(es).filter((text) => /\w\((s|es|as)\)/.test(text))).toEqual([])
  })
})
