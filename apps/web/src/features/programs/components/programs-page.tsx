import { es } from '@sosiego/shared/messages/panel'
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx'
import { usePrograms } from '../api/programs.ts'
import { ProgramCard } from './program-card.tsx'

/** While the list loads: cards of the same shape and height, so nothing moves when they arrive. */
function ProgramsSkeleton() {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{es['panelPrograms.loading']}</span>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="overflow-hidden rounded-2xl border border-ink-100 bg-white"
        >
          <div className="aspect-[16/9] bg-ink-100/70 motion-safe:animate-pulse" />
          <div className="flex flex-col gap-3 p-5">
            <span className="h-5 w-3/5 rounded bg-ink-100 motion-safe:animate-pulse" />
            <span className="h-5 w-2/5 rounded-full bg-ink-100/70" />
            <span className="h-4 w-1/2 rounded bg-ink-100/70" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** /panel/programas (issue 30): every program as a card, with the member's progress and plan. */
export function ProgramsPage({ onUpgrade }: { onUpgrade: () => void }) {
  const programs = usePrograms()
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl leading-tight text-ink-950">{es['panelPrograms.title']}</h1>
        <p className="text-ink-700">{es['panelPrograms.intro']}</p>
      </header>
      {programs.isError ? (
        <LoadError
          message={programs.error.message || es['panelPrograms.failed']}
          retryLabel={es['panelPrograms.retry']}
          onRetry={() => void programs.refetch()}
        />
      ) : programs.isPending ? (
        <ProgramsSkeleton />
      ) : programs.data.length === 0 ? (
        <EmptyState text={es['panelPrograms.empty']} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {programs.data.map((program, index) => (
            <li key={program._id} className="flex">
              <ProgramCard program={program} onUpgrade={onUpgrade} eager={index === 0} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
