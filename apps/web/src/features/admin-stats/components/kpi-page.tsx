import { es, t } from '@sosiego/shared/messages/back-office'
import { PeriodPicker } from '../../../components/period-picker.tsx'
import { LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { usePeriodParam } from '../../../lib/use-period-param.ts'
import { useRecommendationShare } from '../api/get-recommendation-share.ts'
import { useTopListening } from '../api/get-top-listening.ts'
import { BarList } from './bar-list.tsx'
import { CaptionsShareCard } from './captions-share.tsx'
import { ProgramStatsCard } from './program-stats.tsx'
import { RetentionCurve } from './retention-curve.tsx'

const count = new Intl.NumberFormat('es-ES')
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })

/**
 * /admin/kpi (back-office spec, Playback statistics): the top 5 categories, themes and audios by
 * listening time in a period, each audio with its retention curve, and whether the wellbeing test's
 * recommendations get played (decision 062), and how far members get in each program (issue 30).
 * Admins only.
 */
export function KpiPage() {
  const [period, setPeriod] = usePeriodParam()
  const categories = useTopListening('categories', period)
  const themes = useTopListening('themes', period)
  const audios = useTopListening('audios', period)
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={es['stats.kpi.title']} description={es['stats.kpi.description']} />
      <PeriodPicker value={period} onChange={setPeriod} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarList
          id="kpi-categories"
          title={es['stats.kpi.topCategories']}
          state={categories}
          items={categories.data?.map((row) => ({
            id: row.categoryId,
            label: row.name,
            seconds: row.totalSeconds,
          }))}
        />
        <BarList
          id="kpi-themes"
          title={es['stats.kpi.topThemes']}
          state={themes}
          items={themes.data?.map((row) => ({ id: row.themeId, label: row.name, seconds: row.totalSeconds }))}
        />
      </div>
      <BarList
        id="kpi-audios"
        title={es['stats.kpi.topAudios']}
        state={audios}
        items={audios.data?.map((row) => ({
          id: row.audioId,
          label: row.title,
          tag: row.fileType === 'video' ? es['stats.kpi.video'] : undefined,
          seconds: row.totalSeconds,
          extra: <RetentionCurve retention={row.retention} />,
        }))}
      />
      <ProgramStatsCard period={period} />
      <RecommendationShareCard period={period} />
      <CaptionsShareCard period={period} />
    </div>
  )
}

function RecommendationShareCard({ period }: { period: Parameters<typeof useRecommendationShare>[0] }) {
  const share = useRecommendationShare(period)
  return (
    <section
      aria-labelledby="kpi-recommendations"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <h2 id="kpi-recommendations" className="font-display text-2xl text-ink-950">
        {es['stats.kpi.recommendationsTitle']}
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
        <p className="text-ink-700">{es['stats.kpi.recommendationsNone']}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
          <p className="font-display text-5xl tabular-nums text-primary-700">
            {percent.format(share.data.share)}
          </p>
          <p className="text-ink-700">
            {t('stats.kpi.recommendationsShare', {
              played: count.format(share.data.played),
              takers: count.format(share.data.takers),
            })}
          </p>
        </div>
      )}
    </section>
  )
}
