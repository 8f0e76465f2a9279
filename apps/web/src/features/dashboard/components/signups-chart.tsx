import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount, formatDay, formatShortDay } from '../lib/format.ts'

type SignupsChartProps = { days: { day: string; count: number }[] }

/**
 * Sign-ups per day as bars. Loaded on its own (React.lazy) so the charting library reaches only the
 * back office; the drawing is decoration for sighted users, the table beside it says the same.
 */
export function SignupsChart({ days }: SignupsChartProps) {
  return (
    <div className="h-48 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--color-ink-200)" />
          <XAxis
            dataKey="day"
            tickFormatter={formatShortDay}
            tick={{ fontSize: 12, fill: 'var(--color-ink-700)' }}
            tickLine={false}
            axisLine={false}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatCount}
            tick={{ fontSize: 12, fill: 'var(--color-ink-700)' }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => [formatCount(Number(value)), 'Registros']}
            cursor={{ fill: 'var(--color-primary-50)' }}
          />
          <Bar
            dataKey="count"
            fill="var(--color-primary-600)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
