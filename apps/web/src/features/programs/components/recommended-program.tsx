import type { TestResult } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { recommendedProgram } from '../../../lib/recommended-program.ts'
import { usePrograms } from '../api/programs.ts'
import { ProgramCard } from './program-card.tsx'

/**
 * 'Tu programa recomendado' on the test's results (issue 30): the program that fits the member's
 * category and themes best (`recommendedProgram`), with the way to it. While the list loads, its
 * place is held; with no program to recommend, nothing is shown.
 */
export function RecommendedProgram({ result, onUpgrade }: { result: TestResult; onUpgrade: () => void }) {
  const programs = usePrograms()
  if (programs.isPending)
    return (
      <div
        aria-hidden="true"
        className="h-96 rounded-2xl bg-white shadow-soft motion-safe:animate-pulse sm:h-56"
      />
    )
  const program = programs.data ? recommendedProgram(programs.data, result) : null
  if (!program) return null
  return (
    <section aria-labelledby="recommended-program" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="recommended-program" className="text-xl font-semibold text-ink-950">
          {es['panelHome.recommended']}
        </h3>
        <p className="text-base text-ink-700">{es['panelPrograms.recommendedText']}</p>
      </div>
      <ProgramCard program={program} onUpgrade={onUpgrade} headingLevel="h4" row />
    </section>
  )
}
