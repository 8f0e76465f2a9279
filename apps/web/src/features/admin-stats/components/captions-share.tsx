import type { PeriodQuery } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { formatHoursMinutesSeconds } from '../../../lib/media-duration.ts'
import { useCaptionsShare } from '../api/get-captions-share.ts'

const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })

/**
 * 'Escucha con subtítulos o transcripción' (issue 34): the share of the period's listening time
 * whose item had its WebVTT on the day it was heard (decision 120).
 */
export function CaptionsShareCard({ period }: { period: PeriodQuery }) {
  const share = useCaptionsShare(period)
  return (
    <section
      aria-labelledby="kpi-captions"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <h2 id="kpi-captions" className="font-display text-2xl text-ink-950">
        {es['adminCaptions.stats.title']}
      </h2>
      {share.isPending ? (
        <LoadingState text={es['stats.kpi.loading']} />
      ) : share.isError ? (
        <LoadError
          message={es['stats.kpi.failed']}
          retryLabel={es['stats.kpi.retry']}
          onRetry={() => void share.refetch()}
        />
      ) : share.data.share === null ? (
        <p className="text-ink-700">{es['adminCaptions.stats.none']}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
          <p className="font-display text-5xl tabular-nums text-primary-700">
            {percent.format(share.data.share)}
          </p>
          <p className="text-ink-700">
            {t('adminCaptions.stats.share', {
              withCaptions: formatHoursMinutesSeconds(share.data.withCaptions),
              total: formatHoursMinutesSeconds(share.data.seconds),
            })}
          </p>
        </div>
      )}
    </section>
  )
}
