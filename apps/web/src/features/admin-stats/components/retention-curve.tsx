import type { Retention } from '@sosiego/shared'
import { type BackOfficeKey, es, t } from '@sosiego/shared/messages/back-office'
import { useId } from 'react'

const steps = ['started', 'reached25', 'reached50', 'reached75', 'completed'] as const
const stepLabels: Record<(typeof steps)[number], BackOfficeKey> = {
  started: 'stats.kpi.retentionStep.started',
  reached25: 'stats.kpi.retentionStep.reached25',
  reached50: 'stats.kpi.retentionStep.reached50',
  reached75: 'stats.kpi.retentionStep.reached75',
  completed: 'stats.kpi.retentionStep.completed',
}

const count = new Intl.NumberFormat('es-ES')
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })

/**
 * Where listeners stop (decision 062): of the members who started the item in the period, the share
 * still there at 25, 50, 75 % and the end, as five columns. Read aloud as one sentence.
 */
export function RetentionCurve({ retention }: { retention: Retention | null }) {
  const captionId = useId()
  if (!retention || retention.started === 0)
    return <p className="text-xs text-ink-600">{es['stats.kpi.retentionNone']}</p>
  const summary = t('stats.kpi.retentionSummary', {
    started: count.format(retention.started),
    reached25: count.format(retention.reached25),
    reached50: count.format(retention.reached50),
    reached75: count.format(retention.reached75),
    completed: count.format(retention.completed),
  })
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-1">
      <figcaption id={captionId} className="text-xs font-medium text-ink-700">
        {es['stats.kpi.retentionLabel']}
        <span className="sr-only">: {summary}</span>
      </figcaption>
      <div aria-hidden="true" className="grid max-w-sm grid-cols-5 gap-2">
        {steps.map((step) => {
          const share = retention[step] / retention.started
          return (
            <div
              key={step}
              className="flex flex-col items-center gap-1"
              title={count.format(retention[step])}
            >
              <div className="flex h-10 w-full items-end rounded bg-ink-100">
                <div className="w-full rounded bg-primary-400" style={{ height: `${share * 100}%` }} />
              </div>
              <span className="text-[11px] leading-none text-ink-700">{es[stepLabels[step]]}</span>
              <span className="text-[11px] leading-none tabular-nums text-ink-800">
                {step === 'started' ? count.format(retention.started) : percent.format(share)}
              </span>
            </div>
          )
        })}
      </div>
    </figure>
  )
}
