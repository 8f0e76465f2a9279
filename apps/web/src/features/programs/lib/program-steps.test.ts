import type { ProgramDetail, ProgramStep } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { canContinue, nextStep, reflectionDue } from './program-steps.ts'

const stepOf = (position: number, overrides: Partial<ProgramStep> = {}) =>
  ({ position, state: 'locked', completedOn: null, reflection: null, ...overrides }) as ProgramStep
const programOf = (
  steps: ProgramStep[],
  enrolment: Partial<NonNullable<ProgramDetail['enrolment']>> | null,
) =>
  ({
    access: 'open',
    steps,
    enrolment: enrolment && { completedOn: null, nextPosition: null, nextOpensOn: null, ...enrolment },
  }) as ProgramDetail

describe('program steps', () => {
  it("'Continuar' plays the run's next step only while it is open", () => {
    const open = programOf([stepOf(1, { state: 'done' }), stepOf(2, { state: 'open' })], { nextPosition: 2 })
    expect(nextStep(open)?.position).toBe(2)
    expect(canContinue(open)).toBe(true)
    const waiting = programOf([stepOf(1, { state: 'done' }), stepOf(2)], {
      nextPosition: 2,
      nextOpensOn: '2026-11-25',
    })
    expect(nextStep(waiting)).toBeNull()
    expect(canContinue(waiting)).toBe(false)
    expect(canContinue(programOf([], null))).toBe(false)
    expect(canContinue({ ...open, access: 'fullPlan' })).toBe(false)
  })

  it('asks the reflection of the last step done, while it is unanswered', () => {
    const reflection = { mood: 3, note: '', createdAt: '2026-11-21T10:00:00.000Z' }
    const steps = [
      stepOf(1, { state: 'done', completedOn: '2026-11-20' }),
      stepOf(2, { state: 'done', completedOn: '2026-11-21' }),
      stepOf(3, { state: 'open' }),
    ]
    expect(reflectionDue(programOf(steps, {}))).toBe(2)
    expect(
      reflectionDue(programOf([steps[0] as ProgramStep, { ...(steps[1] as ProgramStep), reflection }], {})),
    ).toBeNull()
    expect(reflectionDue(programOf([stepOf(1, { state: 'open' })], {}))).toBeNull()
  })
})
