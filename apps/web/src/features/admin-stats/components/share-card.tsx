import { es } from '@sosiego/shared/messages/back-office'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadError, LoadingState } from '../../../components/ui/list-states.tsx'

const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })

type ShareCardProps<Data extends { share: number | null }> = {
  id: string
  title: string
  query: UseQueryResult<Data>
  /** Said when the period has nothing to share out (share null). */
  none: string
  /** What the share is of, under the figure. */
  detail: (data: Data) => string
}

/**
 * A card of Estadísticas that answers with one share: the recommendations followed (issue 30), the
 * listening that had captions or a transcript (issue 34, decision 120).
 */
export function ShareCard<Data extends { share: number | null }>({
  id,
  title,
  query,
  none,
  detail,
}: ShareCardProps<Data>) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <h2 id={id} className="font-display text-2xl text-ink-950">
        {title}
      </h2>
      {query.isPending ? (
        <LoadingState text={es['stats.kpi.loading']} />
      ) : query.isError ? (
        <LoadError
          message={es['stats.kpi.failed']}
          retryLabel={es['stats.kpi.retry']}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.share === null ? (
        <p className="text-ink-700">{none}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
          <p className="font-display text-5xl tabular-nums text-primary-700">
            {percent.format(query.data.share)}
          </p>
          <p className="text-ink-700">{detail(query.data)}</p>
        </div>
      )}
    </section>
  )
}
