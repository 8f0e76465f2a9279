import type { MediaItem, ProgramDetail, ProgramStep, ProgramSummary } from '@sosiego/shared'
import { jsonResponse } from '../../../test/fixtures.ts'
import {
  item,
  lluvia,
  respiracion,
  salud,
  saludEmocional,
  saludMental,
  stamp,
} from '../../meditations/components/meditations-page.test-helpers.ts'

// What the programs' tests share: programs built from the Meditaciones tests' catalogue (importing
// those helpers also closes the player after each test), and the envelope the API answers with.

export { lluvia, respiracion, stamp }
export const bosque = item('Paseo por el bosque', saludMental, { duration: 300 })
export const amanecer = item('Amanecer en video', saludEmocional, { fileType: 'video', duration: 120 })

export const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })

let sequence = 900
const id = () => {
  sequence += 1
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`
}

export function summary(title: string, overrides: Partial<ProgramSummary> = {}): ProgramSummary {
  return {
    _id: id(),
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    description: `${title}: una práctica para cada día.`,
    coverImage: null,
    category: { _id: salud._id, name: salud.name, slug: salud.slug },
    themes: [{ _id: saludMental._id, name: saludMental.name, slug: saludMental.slug }],
    level: 'inicial',
    pace: 'daily',
    stepCount: 3,
    totalDuration: 600,
    access: 'open',
    enrolment: null,
    ...overrides,
  }
}

export function step(position: number, of: MediaItem, overrides: Partial<ProgramStep> = {}): ProgramStep {
  return {
    position,
    item: of,
    state: 'locked',
    opensOn: null,
    completedOn: null,
    countedSeconds: 0,
    reflection: null,
    ...overrides,
  }
}

export function detail(program: ProgramSummary, steps: ProgramStep[]): ProgramDetail {
  return { ...program, stepCount: steps.length, steps }
}

export const run = (overrides: Partial<NonNullable<ProgramSummary['enrolment']>> = {}) => ({
  startedAt: '2026-11-20T09:00:00.000Z',
  startedOn: '2026-11-20',
  completedOn: null,
  doneCount: 0,
  nextPosition: 1,
  nextOpensOn: null,
  ...overrides,
})
