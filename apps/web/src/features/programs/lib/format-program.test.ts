import { describe, expect, it } from 'vitest'
import { nextOpensText, opensText, programLength } from './format-program.ts'

describe('format-program', () => {
  it('says the length in steps and whole minutes', () => {
    expect(programLength({ stepCount: 7, totalDuration: 3360 })).toBe('7 pasos · 56 min en total')
    expect(programLength({ stepCount: 1, totalDuration: 20 })).toBe('1 paso · 1 min en total')
  })

  it("says when a locked step opens: 'mañana', the day in Spanish, or after the step before", () => {
    expect(opensText('2026-11-25', '2026-11-24')).toBe('Se abre mañana')
    expect(opensText('2026-12-03', '2026-11-24')).toBe('Se abre el jueves, 3 de diciembre')
    expect(opensText(null, '2026-11-24')).toBe('Se abre tras el paso anterior')
    expect(nextOpensText('2026-11-25', '2026-11-24')).toBe('Tu siguiente paso se abre mañana.')
    expect(nextOpensText('2026-12-03', '2026-11-24')).toBe(
      'Tu siguiente paso se abre el jueves, 3 de diciembre.',
    )
  })
})
