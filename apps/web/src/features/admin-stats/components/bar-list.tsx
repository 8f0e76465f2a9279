import { es, t } from '@sosiego/shared/messages/back-office'
import type { ReactNode } from 'react'
import { EmptyState, LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { formatHoursMinutesSeconds } from '../../../lib/media-duration.ts'

export type BarListItem = {
  id: string
  label: string
  /** A short mark after the label ("Video"). */
  tag?: string
  seconds: number
  /** Shown under the bar (the item's retention curve). */
  extra?: ReactNode
}

type BarListProps = {
  id: string
  title: string
  state: { isPending: boolean; isError: boolean; refetch: () => unknown }
  items: BarListItem[] | undefined
}

/**
 * One top list of the statistics page (back-office spec): times as HH:MM:SS, each bar scaled to the
 * largest of the list. The bars are decoration; the time beside each name says it all in words.
 */
export function BarList({ id, title, state, items }: BarListProps) {
  const largest = Math.max(1, ...(items ?? []).map((item) => item.seconds))
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <h2 id={id} className="font-display text-2xl text-ink-950">
        {title}
      </h2>
      {state.isPending ? (
        <LoadingState text={es['stats.kpi.loading']} />
      ) : state.isError ? (
        <LoadError
          message={es['stats.kpi.failed']}
          retryLabel={es['stats.kpi.retry']}
          onRetry={() => void state.refetch()}
        />
      ) : !items || items.length === 0 ? (
        <EmptyState text={es['stats.kpi.empty']} />
      ) : (
        <ol aria-labelledby={id} className="flex flex-col gap-4">
          {items.map((item) => {
            const time = formatHoursMinutesSeconds(item.seconds)
            return (
              <li key={item.id} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words font-medium text-ink-900">
                    {item.label}
                    {item.tag ? (
                      <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-normal text-ink-700">
                        {item.tag}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-mono text-sm tabular-nums text-ink-800">
                    <span className="sr-only">{t('stats.kpi.time', { time })}</span>
                    <span aria-hidden="true">{time}</span>
                  </span>
                </div>
                <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-ink-100">
                  <div
                    className="h-full rounded-full bg-primary-600"
                    style={{ width: `${(item.seconds / largest) * 100}%` }}
                  />
                </div>
                {item.extra}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
