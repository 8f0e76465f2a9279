import type { ProgramSummary, TestResult } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { programFit, programInProgress, recommendedProgram } from './recommended-program.ts'

const ref = (slug: string) => ({ _id: `id-${slug}`, name: slug, slug })
function program(title: string, overrides: Partial<ProgramSummary> = {}): ProgramSummary {
  return {
    _id: `id-${title}`,
    slug: title,
    title,
    description: '',
    coverImage: null,
    category: ref('salud'),
    themes: [],
    level: 'inicial',
    pace: 'daily',
    stepCount: 5,
    totalDuration: 600,
    access: 'open',
    enrolment: null,
    ...overrides,
  }
}
const result: TestResult = {
  category: ref('sueno'),
  categoriaPrincipal: 'sueno',
  themes: [ref('insomnio'), ref('ansiedad'), ref('estres')],
  topTemas: ['insomnio', 'ansiedad', 'estres'],
}
const enrolment = (overrides: Partial<NonNullable<ProgramSummary['enrolment']>> = {}) => ({
  startedAt: '2026-11-20T09:00:00.000Z',
  startedOn: '2026-11-20',
  completedOn: null,
  doneCount: 1,
  nextPosition: 2,
  nextOpensOn: null,
  ...overrides,
})

describe('programFit', () => {
  it('counts the category most, then each of the member’s themes the program holds', () => {
    expect(programFit(program('a', { category: ref('sueno') }), result)).toBe(3)
    expect(
      programFit(program('b', { themes: [ref('ansiedad'), ref('estres'), ref('pareja')] }), result),
    ).toBe(2)
    expect(programFit(program('c', { category: ref('sueno'), themes: [ref('insomnio')] }), result)).toBe(4)
    expect(programFit(program('d'), null)).toBe(0)
  })

  it('reads a result sent with slugs only (categoriaPrincipal, topTemas)', () => {
    const slugs: TestResult = {
      category: null,
      categoriaPrincipal: 'sueno',
      themes: [],
      topTemas: ['insomnio'],
    }
    expect(programFit(program('a', { category: ref('sueno'), themes: [ref('insomnio')] }), slugs)).toBe(4)
  })
})

describe('recommendedProgram', () => {
  it('picks the program that fits the test best', () => {
    const dormir = program('dormir', { category: ref('sueno'), themes: [ref('insomnio')] })
    const ansiedad = program('ansiedad', { themes: [ref('ansiedad')] })
    expect(recommendedProgram([program('siete'), ansiedad, dormir], result)).toBe(dormir)
  })

  it('on a tie, one the member can follow now, then the gentler level, then the shorter', () => {
    const locked = program('locked', { access: 'fullPlan', category: ref('sueno') })
    const advanced = program('advanced', { level: 'avanzado', category: ref('sueno') })
    const long = program('long', { stepCount: 10, category: ref('sueno') })
    const short = program('short', { stepCount: 3, category: ref('sueno') })
    expect(recommendedProgram([locked, advanced, long, short], result)).toBe(short)
    expect(recommendedProgram([locked, advanced, long], result)).toBe(long)
    expect(recommendedProgram([locked, advanced], result)).toBe(advanced)
    expect(recommendedProgram([locked], result)).toBe(locked)
  })

  it('leaves out what the member already finished; null when nothing is left', () => {
    const done = program('done', {
      category: ref('sueno'),
      enrolment: enrolment({ completedOn: '2026-11-25' }),
    })
    const other = program('other')
    expect(recommendedProgram([done, other], result)).toBe(other)
    expect(recommendedProgram([done], result)).toBeNull()
    expect(recommendedProgram([], result)).toBeNull()
  })

  it('without a test result, the gentlest open one', () => {
    const first = program('first', { level: 'intermedio' })
    const gentle = program('gentle')
    expect(recommendedProgram([first, gentle], null)).toBe(gentle)
  })
})

describe('programInProgress', () => {
  it('is the run started last that is not finished', () => {
    const older = program('older', { enrolment: enrolment({ startedAt: '2026-11-01T09:00:00.000Z' }) })
    const newer = program('newer', { enrolment: enrolment({ startedAt: '2026-11-21T09:00:00.000Z' }) })
    const finished = program('finished', {
      enrolment: enrolment({ startedAt: '2026-11-22T09:00:00.000Z', completedOn: '2026-11-23' }),
    })
    expect(programInProgress([older, finished, newer, program('none')])).toBe(newer)
    expect(programInProgress([finished, program('none')])).toBeNull()
  })
})
