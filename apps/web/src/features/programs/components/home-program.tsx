import type { ProgramSummary } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { Link } from 'react-router'
import { ProgramCard } from './program-card.tsx'

/**
 * The panel home's program (issue 30): the one the member follows, with their progress, or the one
 * recommended for them ('Tu programa recomendado'), and the way to all of them.
 */
export function HomeProgram({
  program,
  inProgress,
  onUpgrade,
}: {
  program: ProgramSummary
  inProgress: boolean
  onUpgrade: () => void
}) {
  return (
    <section aria-labelledby="home-program" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-program" className="font-display text-2xl text-ink-950">
          {inProgress ? es['panelHome.programInProgress'] : es['panelHome.recommended']}
        </h2>
        <Link
          to="/panel/programas"
          className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          {es['panelHome.seePrograms']}
        </Link>
      </div>
      <ProgramCard program={program} onUpgrade={onUpgrade} headingLevel="h3" row />
    </section>
  )
}
