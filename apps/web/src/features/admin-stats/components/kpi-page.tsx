import { es, t } from '@sosiego/shared/messages/back-office'
import { PeriodPicker } from '../../../components/period-picker.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { formatHoursMinutesSeconds } from '../../../lib/media-duration.ts'
import { usePeriodParam } from '../../../lib/use-period-param.ts'
import { useCaptionsShare } from '../api/get-captions-share.ts'
import { useRecommendationShare } from '../api/get-recommendation-share.ts'
import { useTopListening } from '../api/get-top-listening.ts'
import { BarList } from './bar-list.tsx'
import { ProgramStatsCard } from './program-stats.tsx'
import { RetentionCurve } from './retention-curve.tsx'
import { ShareCard } from './share-card.tsx'

const count = new Intl.NumberFormat('es-ES')

/**
 * /admin/kpi (back-office spec, Playback statistics): the top 5 categories, themes and audios by
 * listening time in a period, each audio with its retention curve, and whether the wellbeing test's
 * recommendations get played (decision 062), how far members get in each program (issue 30), and
 * how much listening had captions or a transcript (issue 34). Admins only.
 */
export function KpiPage() {
  const [period, setPeriod] = usePeriodParam()
  const categories = useTopListening('categories', period)
  const themes = useTopListening('themes', period)
  const audios = useTopListening('audios', period)
  const recommendations = useRecommendationShare(period)
  const captions = useCaptionsShare(period)
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
      <ShareCard
        id="kpi-recommendations"
        title={es['stats.kpi.recommendationsTitle']}
        query={recommendations}
        none={es['stats.kpi.recommendationsNone']}
        detail={(data) =>
          t('stats.kpi.recommendationsShare', {
            played: count.format(data.played),
            takers: count.format(data.takers),
          })
        }
      />
      {/* Issue 34: the listening whose item had its WebVTT on the day it was heard (decision 120). */}
      <ShareCard
        id="kpi-captions"
        title={es['adminCaptions.stats.title']}
        query={captions}
        none={es['adminCaptions.stats.none']}
        detail={(data) =>
          t('adminCaptions.stats.share', {
            withCaptions: formatHoursMinutesSeconds(data.withCaptions),
            total: formatHoursMinutesSeconds(data.seconds),
          })
        }
      />
    </div>
  )
}
