import { es } from '@sosiego/shared/messages/back-office'
import { DayChart } from '../../../components/day-chart.tsx'

export { yTicks } from '../../../components/day-chart.tsx'

type SignupsChartProps = { days: { day: string; count: number }[] }

/** Sign-ups per day as bars (the shared SVG day chart, which the Negocio page draws as a line). */
export function SignupsChart({ days }: SignupsChartProps) {
  return (
    <DayChart
      variant="bars"
      valueLabel={es['dashboard.signups']}
      points={days.map((entry) => ({ day: entry.day, value: entry.count }))}
    />
  )
}
