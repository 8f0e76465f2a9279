import type { BusinessSummary } from '@sosiego/shared'
import { type BackOfficeKey, es, t } from '@sosiego/shared/messages/back-office'
import { formatCount, formatNoteTime, formatWholeRate } from '../lib/format.ts'

const reasonLabel = (reason: string) => es[`business.reason.${reason}.label` as BackOfficeKey]

/**
 * Why members cancel their renewal in the period: each answer's count with a bar (the count and its
 * share are written, the bar only repeats them), those who did not answer last, then the latest notes.
 */
export function ReasonsList({ summary }: { summary: BusinessSummary }) {
  const rows = [...summary.cancelReasons].sort(
    (a, b) => Number(a.reason === 'none') - Number(b.reason === 'none') || b.count - a.count,
  )
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const max = Math.max(1, ...rows.map((row) => row.count))
  return (
    <div className="flex flex-col gap-5">
      {total === 0 ? (
        <p className="text-sm text-ink-600">{es['business.reasonsEmpty']}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.reason} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-ink-800">{reasonLabel(row.reason)}</span>
                <span className="shrink-0 font-medium whitespace-nowrap text-ink-950 tabular-nums">
                  {t('business.reasonCount', {
                    count: formatCount(row.count),
                    percent: formatWholeRate(row.count / total),
                  })}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 rounded-full bg-ink-100">
                <div
                  className={
                    row.reason === 'none' ? 'h-2 rounded-full bg-ink-300' : 'h-2 rounded-full bg-primary-600'
                  }
                  style={{ width: `${(row.count / max) * 100}%` }}
                />
              </div>
              <span className="text-xs text-ink-600">
                {t('business.reasonPrevious', { count: formatCount(row.previous) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 border-t border-ink-100 pt-4">
        <h3 className="text-sm font-semibold text-ink-800">{es['business.notes']}</h3>
        {summary.cancelNotes.length === 0 ? (
          <p className="text-sm text-ink-600">{es['business.notesEmpty']}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-ink-100">
            {summary.cancelNotes.map((note) => (
              <li key={`${note.at}-${note.note}`} className="flex flex-col gap-1 py-2 text-sm">
                <span className="text-xs text-ink-600">
                  {formatNoteTime(note.at)} ·{' '}
                  {note.reason ? reasonLabel(note.reason) : es['business.noteReasonNone']}
                </span>
                <q className="text-ink-900">{note.note}</q>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
