import type { ProgramLevel, ProgramSummary, TestResult } from '@sosiego/shared'

// In lib, not a feature: the panel home (programs) and the test's results (questionnaire) both pick it.

const levelOrder: Record<ProgramLevel, number> = { inicial: 0, intermedio: 1, avanzado: 2 }

/** How well a program fits a test result: its category counts most, then each of the member's themes it holds. */
export function programFit(program: ProgramSummary, result: TestResult | null): number {
  if (!result) return 0
  const categorySlug = result.category?.slug ?? result.categoriaPrincipal
  const themeSlugs = new Set([...result.themes.map((theme) => theme.slug), ...result.topTemas])
  const category = categorySlug && program.category.slug === categorySlug ? 3 : 0
  return category + program.themes.filter((theme) => themeSlugs.has(theme.slug)).length
}

/**
 * 'Tu programa recomendado' (issue 30): of the programs the member has not finished, the one that
 * fits their test best; on a tie, one they can follow now (`open`) before one their plan does not
 * reach, then the gentler level, then the shorter. Without a result the gentlest open one; null
 * when there is none left to recommend.
 */
export function recommendedProgram(
  programs: readonly ProgramSummary[],
  result: TestResult | null,
): ProgramSummary | null {
  const candidates = programs.filter((program) => !program.enrolment?.completedOn)
  const ranked = candidates
    .map((program, index) => ({ program, index, fit: programFit(program, result) }))
    .toSorted(
      (a, b) =>
        b.fit - a.fit ||
        Number(b.program.access === 'open') - Number(a.program.access === 'open') ||
        levelOrder[a.program.level] - levelOrder[b.program.level] ||
        a.program.stepCount - b.program.stepCount ||
        a.index - b.index,
    )
  return ranked[0]?.program ?? null
}

/** The program the member is following: started, not finished; the one started last when there are several. */
export function programInProgress(programs: readonly ProgramSummary[]): ProgramSummary | null {
  const running = programs.filter((program) => program.enrolment && !program.enrolment.completedOn)
  return (
    running.toSorted((a, b) =>
      (b.enrolment?.startedAt ?? '').localeCompare(a.enrolment?.startedAt ?? ''),
    )[0] ?? null
  )
}
