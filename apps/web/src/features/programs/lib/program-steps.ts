import type { ProgramDetail, ProgramStep, ProgramSummary } from '@sosiego/shared'

/** The step 'Continuar' plays: the run's next one while it is open. */
export function nextStep(program: ProgramDetail): ProgramStep | null {
  const position = program.enrolment?.nextPosition
  const step = program.steps.find((entry) => entry.position === position)
  return step?.state === 'open' ? step : null
}

/**
 * The done step whose reflection is asked for without a tap: the last one done, while unanswered.
 * Others are answered from their own 'Responder'.
 */
export function reflectionDue(program: ProgramDetail): number | null {
  const done = program.steps.filter((step) => step.state === 'done')
  const last = done.toSorted(
    (a, b) => (a.completedOn ?? '').localeCompare(b.completedOn ?? '') || a.position - b.position,
  )[done.length - 1]
  return last && !last.reflection ? last.position : null
}

/** A program whose next step the member can play now, from its summary: what the home's 'Continuar' offers first. */
export function canContinue(program: ProgramSummary): boolean {
  const run = program.enrolment
  return (
    program.access === 'open' &&
    run !== null &&
    !run.completedOn &&
    run.nextPosition !== null &&
    run.nextOpensOn === null
  )
}
