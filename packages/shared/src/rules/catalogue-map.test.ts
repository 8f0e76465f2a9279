import { describe, expect, it } from 'vitest'
import { catalogueMap, themeCategory } from './catalogue-map.ts'

describe('catalogueMap', () => {
  it("holds the spec's five categories and twenty themes, each theme once", () => {
    expect(catalogueMap.map((c) => c.slug)).toEqual([
      'relaciones',
      'personal',
      'salud',
      'trabajo-y-finanzas',
      'espiritualidad',
    ])
    const themes = catalogueMap.flatMap((c) => c.themes.map((t) => t.slug))
    expect(new Set(themes).size).toBe(20)
    expect(themes.sort()).toEqual(
      [
        'familia',
        'pareja',
        'amistad',
        'habitos',
        'desarrollo-personal',
        'creencias-mentales',
        'metas-objetivos',
        'personalidad-identidad',
        'salud-mental',
        'salud-emocional',
        'salud-fisica',
        'productividad',
        'procrastinacion',
        'creencia-dinero',
        'proposito-laboral',
        'meditacion',
        'gratitud',
        'proposito-de-vida',
        'perdida-duelos',
        'inteligencia-emocional',
      ].sort(),
    )
  })

  it('places a theme in its category', () => {
    expect(themeCategory.pareja).toBe('relaciones')
    expect(themeCategory.gratitud).toBe('espiritualidad')
  })
})
