import type { ResolvedPeriodInfo } from '@sosiego/shared'
import { t } from '@sosiego/shared/messages/common'

const longDay = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A calendar day (YYYY-MM-DD) as es-ES shows it; read as UTC so the browser's zone cannot shift it. */
export const formatDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`))

/**
 * The days a figures page covers and the period it compares with, under the period picker (the
 * Panel de Control, Negocio). Its lines are kept while the figures load (two where it wraps), so the
 * cards below do not move down when the dates arrive (issue 28: CLS 0.055).
 */
export function PeriodRange({ period }: { period: ResolvedPeriodInfo | undefined }) {
  return (
    <p className="min-h-10 text-sm text-ink-600 xl:min-h-5">
      {period ? (
        <>
          {t('period.range', { from: formatDay(period.from), to: formatDay(period.to) })}
          {' · '}
          {t('period.previous', { from: formatDay(period.previous.from), to: formatDay(period.previous.to) })}
        </>
      ) : null}
    </p>
  )
}
