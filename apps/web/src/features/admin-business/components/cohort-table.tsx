import type { BusinessCohorts } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { cn } from '../../../lib/cn.ts'
import { formatCount, formatMonth, formatWholeRate } from '../lib/format.ts'
import { ScrollingTable } from './scrolling-table.tsx'

/** Six steps of the brand colour for 0–100 % still paying; dark steps take white text. */
const scale = [
  'bg-primary-50 text-ink-900',
  'bg-primary-100 text-ink-900',
  'bg-primary-200 text-ink-900',
  'bg-primary-300 text-ink-950',
  'bg-primary-600 text-white',
  'bg-primary-800 text-white',
] as const
const stepOf = (share: number) =>
  scale[Math.min(scale.length - 1, Math.floor(share * (scale.length - 1) + 0.5))]

/**
 * The cohort triangle: a row per month of first payment, a column per month since. Each cell writes
 * both shares (still paying, listened), so the colour, which follows the paying share, only repeats
 * what the text says; the row's month and the column's offset are the cell's headers.
 */
export function CohortTable({ cohorts }: { cohorts: BusinessCohorts }) {
  const rows = cohorts.cohorts
  if (rows.length === 0) return <p className="text-sm text-ink-600">{es['business.cohortsEmpty']}</p>
  // One column per month since the first payment, as many as the oldest cohort has had.
  const offsets = Array.from(
    { length: Math.max(...rows.map((row) => row.months.length)) },
    (_, offset) => offset,
  )
  return (
    <div className="flex flex-col gap-3">
      <ScrollingTable caption={es['business.cohortsCaption']} className="text-xs">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-ink-50 px-3 py-2 font-semibold whitespace-nowrap"
            >
              {es['business.cohort.month']}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
              {es['business.cohort.size']}
            </th>
            {offsets.map((offset) => (
              <th key={offset} scope="col" className="px-3 py-2 text-center font-semibold whitespace-nowrap">
                {t('business.cohort.offset', { offset: String(offset) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white">
          {rows.map((row) => (
            <tr key={row.month}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-3 py-2 font-semibold whitespace-nowrap text-ink-900"
              >
                {formatMonth(row.month)}
              </th>
              <td className="px-3 py-2 text-right text-ink-900 tabular-nums">{formatCount(row.size)}</td>
              {offsets.map((offset) => {
                const cell = row.months.find((month) => month.offset === offset)
                if (!cell || row.size === 0) return <td key={offset} className="bg-white" />
                const paying = cell.paying / row.size
                const listened = cell.listened / row.size
                return (
                  <td
                    key={cell.offset}
                    className={cn(
                      'min-w-24 border-l border-white px-3 py-1.5 text-center tabular-nums',
                      stepOf(paying),
                    )}
                    title={t('business.cohort.cellLabel', {
                      paying: formatCount(cell.paying),
                      size: formatCount(row.size),
                      listened: formatCount(cell.listened),
                    })}
                  >
                    <span className="block font-semibold whitespace-nowrap">
                      {t('business.cohort.paying', { percent: formatWholeRate(paying) })}
                    </span>
                    <span className="block whitespace-nowrap">
                      {t('business.cohort.listened', { percent: formatWholeRate(listened) })}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-700">
        <span>{es['business.legend']}</span>
        <span className="flex items-center gap-2 whitespace-nowrap">
          <span>{es['business.legendLow']}</span>
          <span aria-hidden="true" className="flex overflow-hidden rounded">
            {scale.map((step) => (
              <span key={step} className={cn('h-3 w-6', step)} />
            ))}
          </span>
          <span>{es['business.legendHigh']}</span>
        </span>
      </div>
    </div>
  )
}
