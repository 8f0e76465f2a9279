import type { BusinessContentRetention } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { cn } from '../../../lib/cn.ts'
import { formatCount, formatRate, shareOf } from '../lib/format.ts'
import { ScrollingTable } from './scrolling-table.tsx'

const points = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })
const rateOrDash = (value: number | null) =>
  value === null ? es['business.notApplicable'] : formatRate(value)

/**
 * 'Contenido que retiene': per category, how many of the members covered played it in their first
 * 14 days, and the 90-day retention of those who did against those who did not. The difference is
 * written with its sign; the page says above it that this is a correlation.
 */
export function ContentTable({ content }: { content: BusinessContentRetention }) {
  if (content.members === 0) return <p className="text-sm text-ink-600">{es['business.contentEmpty']}</p>
  const rows = content.categories
    .map((row) => {
      const playedRate = shareOf(row.playedRetained, row.played)
      const notPlayedRate = shareOf(row.notPlayedRetained, row.notPlayed)
      return {
        ...row,
        reach: shareOf(row.played, content.members),
        playedRate,
        notPlayedRate,
        difference:
          playedRate !== null && notPlayedRate !== null
            ? Math.round((playedRate - notPlayedRate) * 1000) / 10
            : null,
      }
    })
    .sort((a, b) => (b.difference ?? -Infinity) - (a.difference ?? -Infinity))
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-800">
        {t('business.contentSummary', {
          members: formatCount(content.members),
          retained: formatCount(content.retained),
        })}
      </p>
      <ScrollingTable caption={es['business.contentCaption']} className="text-sm">
        <thead className="bg-ink-50 text-xs text-ink-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {es['business.content.category']}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {es['business.content.playedShare']}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {es['business.content.playedRetention']}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {es['business.content.notPlayedRetention']}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {es['business.content.difference']}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.categoryId}>
              <th scope="row" className="px-3 py-2 font-medium text-ink-900">
                {row.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums text-ink-800">
                <span className="block">{rateOrDash(row.reach)}</span>
                <span className="block text-xs text-ink-600">
                  {t('business.content.ofMembers', {
                    count: formatCount(row.played),
                    total: formatCount(content.members),
                  })}
                </span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-ink-800">{rateOrDash(row.playedRate)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-ink-800">
                {rateOrDash(row.notPlayedRate)}
              </td>
              <td
                className={cn(
                  'px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums',
                  row.difference !== null && row.difference > 0 && 'text-success-700',
                  row.difference !== null && row.difference < 0 && 'text-danger-700',
                )}
              >
                {row.difference === null
                  ? es['business.notApplicable']
                  : t('business.points', { value: points.format(row.difference) })}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </div>
  )
}
