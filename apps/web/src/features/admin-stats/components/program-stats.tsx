import type { PeriodQuery, ProgramStats } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { EmptyState, LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { useProgramStats } from '../api/get-program-stats.ts'

const count = new Intl.NumberFormat('es-ES')
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })

type ProgramRow = ProgramStats['programs'][number]

/**
 * 'Programas' on the statistics page (issue 30): for each program started in the period, how many
 * started and finished it, and a bar per step with how many did it, so where they stop shows as the
 * step where the bars drop. The bars are decoration: each step says its numbers in words too.
 */
export function ProgramStatsCard({ period }: { period: PeriodQuery }) {
  const stats = useProgramStats(period)
  const programs = stats.data?.programs.filter((program) => program.started > 0) ?? []
  return (
    <section
      aria-labelledby="kpi-programs"
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-col gap-1">
        <h2 id="kpi-programs" className="font-display text-2xl text-ink-950">
          {es['stats.programs.title']}
        </h2>
        <p className="text-sm text-ink-600">{es['stats.programs.description']}</p>
      </div>
      {stats.isPending ? (
        <LoadingState text={es['stats.kpi.loading']} />
      ) : stats.isError ? (
        <LoadError
          message={es['stats.programs.failed']}
          retryLabel={es['stats.kpi.retry']}
          onRetry={() => void stats.refetch()}
        />
      ) : programs.length === 0 ? (
        <EmptyState text={es['stats.programs.empty']} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {programs.map((program) => (
            <ProgramFunnel key={program._id} program={program} />
          ))}
        </div>
      )}
    </section>
  )
}

function ProgramFunnel({ program }: { program: ProgramRow }) {
  const headingId = `kpi-program-${program._id}`
  const share = percent.format(program.finished / program.started)
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-medium break-words text-ink-950">
        {program.title}
      </h3>
      <p className="flex flex-wrap gap-x-4 text-sm text-ink-700">
        <span>{t('stats.programs.started', { count: count.format(program.started) })}</span>
        <span>{t('stats.programs.finished', { count: count.format(program.finished), share })}</span>
      </p>
      <ol
        aria-label={t('stats.programs.stepsLabel', { title: program.title })}
        className="flex flex-col gap-1.5"
      >
        {[...program.reached]
          .sort((a, b) => a.position - b.position)
          .map((step) => (
            <li key={step.position} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-2 text-sm">
              <span className="sr-only">
                {t('stats.programs.stepDone', {
                  position: step.position,
                  done: count.format(step.done),
                  started: count.format(program.started),
                })}
              </span>
              <span aria-hidden="true" className="text-ink-700">
                {t('stats.programs.step', { position: step.position })}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-ink-100">
                <span
                  className="block h-full rounded-full bg-primary-600"
                  style={{ width: `${Math.min(100, (step.done / program.started) * 100)}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right font-mono tabular-nums text-ink-800">
                {count.format(step.done)}
              </span>
            </li>
          ))}
      </ol>
    </article>
  )
}
