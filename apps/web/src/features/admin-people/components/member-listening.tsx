import type { PeriodQuery } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useId } from 'react'
import { EmptyState, LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { formatHoursMinutesSeconds } from '../../../lib/media-duration.ts'
import { useTopListening } from '../../admin-stats/api/get-top-listening.ts'

/** The member's listening over the last 30 days (issue 15: the per-member form of the CRM calls). */
const period: PeriodQuery = { period: 'last30' }

/**
 * A member's top themes and audios in the Clientes editor. The CRM statistics calls are admin-only,
 * so the caller renders this for an admin viewer only (a crmUser would get a 403).
 */
export function MemberListening({ userId }: { userId: string }) {
  const headingId = useId()
  const themes = useTopListening('themes', period, userId)
  const audios = useTopListening('audios', period, userId)
  // Every second is filed under exactly one category, and a catalogue has a handful of them (the
  // call takes up to 100): their sum is the member's whole listening of the period, not a top 5's.
  const categories = useTopListening('categories', period, userId, { limit: 100 })
  const pending = themes.isPending || audios.isPending || categories.isPending
  const failed = themes.isError || audios.isError || categories.isError
  const total = (categories.data ?? []).reduce((sum, row) => sum + row.totalSeconds, 0)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-ink-200 pt-4">
      <h2 id={headingId} className="font-medium text-ink-900">
        {es['people.listeningTitle']}
      </h2>
      {pending ? (
        <LoadingState text={es['stats.kpi.loading']} />
      ) : failed ? (
        <LoadError
          message={es['stats.kpi.failed']}
          retryLabel={es['stats.kpi.retry']}
          onRetry={() => {
            void themes.refetch()
            void audios.refetch()
            void categories.refetch()
          }}
        />
      ) : !audios.data?.length ? (
        <EmptyState text={es['stats.kpi.empty']} />
      ) : (
        <div className="flex flex-col gap-3 text-sm text-ink-700">
          <p className="font-medium text-ink-900">
            {t('people.listeningTotal', { time: formatHoursMinutesSeconds(total) })}
          </p>
          <TimeList
            title={es['stats.kpi.topThemes']}
            rows={(themes.data ?? []).map((row) => ({
              id: row.themeId,
              label: row.name,
              seconds: row.totalSeconds,
            }))}
          />
          <TimeList
            title={es['stats.kpi.topAudios']}
            rows={audios.data.map((row) => ({
              id: row.audioId,
              label: row.title,
              seconds: row.totalSeconds,
            }))}
          />
        </div>
      )}
    </section>
  )
}

function TimeList({
  title,
  rows,
}: {
  title: string
  rows: { id: string; label: string; seconds: number }[]
}) {
  const titleId = useId()
  if (rows.length === 0) return null
  return (
    <div className="flex flex-col gap-1">
      <h3 id={titleId} className="font-medium text-ink-900">
        {title}
      </h3>
      <ol aria-labelledby={titleId} className="flex flex-col gap-1">
        {rows.map((row) => (
          <li key={row.id} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words">{row.label}</span>
            <span className="shrink-0 font-mono tabular-nums text-ink-800">
              {formatHoursMinutesSeconds(row.seconds)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
