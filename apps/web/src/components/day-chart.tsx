import { useId, useLayoutEffect, useRef, useState } from 'react'

/** One value per calendar day (YYYY-MM-DD). */
export type DayPoint = { day: string; value: number }

type DayChartProps = {
  points: DayPoint[]
  /** 'bars' for counts of events per day (sign-ups), 'line' for a level over time (paying members). */
  variant?: 'bars' | 'line'
  /** What a value is, for the hover title ('Altas', 'Miembros de pago'). */
  valueLabel: string
  /** How a value reads on the axis and in the title; whole numbers in es-ES by default. */
  formatValue?: (value: number) => string
}

const numbers = new Intl.NumberFormat('es-ES')
const shortDay = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
// A calendar day read as UTC, so the browser's zone cannot shift it.
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`)

const fontSize = 12
/** About how wide a character of the 12 px labels is; generous, so estimated labels never touch. */
const charWidth = 7.5
const labelGap = 16
const top = 8
const bottom = 24
const maxBarWidth = 40
const radius = 4

/** Two decimals are plenty for a pixel position, and keep the attributes short. */
const px = (value: number) => Math.round(value * 100) / 100

/**
 * Whole-number y ticks at a 1, 2 or 5 × 10ⁿ step, about four of them, the highest at or above `max`.
 * Nothing at all: 0 and 1, so the empty plot still reads as a chart over its baseline.
 */
export function yTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((m) => m >= rough) ?? 10 * power)
  const ticks: number[] = []
  for (let value = 0; value < max + step; value += step) ticks.push(value)
  return ticks
}

/**
 * A value per day as bars or a line, drawn in plain SVG at the measured size, so text and lines stay
 * crisp at any width and no charting library is loaded (the Panel de Control's sign-ups, the Negocio
 * page's paying members). The drawing is decoration for sighted users (each day's <title> gives its
 * day and value on hover); the page puts a table with the same figures beside it for everyone.
 */
export function DayChart(props: DayChartProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Measured before the first paint, then again whenever the box changes (rotation, sidebar, zoom).
    setSize({ width: element.clientWidth, height: element.clientHeight })
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      setSize((size) => (size.width === width && size.height === height ? size : { width, height }))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={ref} className="h-48 w-full">
      {size.width > 0 && size.height > 0 ? <Plot {...props} width={size.width} height={size.height} /> : null}
    </div>
  )
}

function Plot({
  points,
  variant = 'bars',
  valueLabel,
  formatValue = (value) => numbers.format(value),
  width,
  height,
}: DayChartProps & { width: number; height: number }) {
  const clipId = useId()
  const ticks = yTicks(Math.max(0, ...points.map((entry) => entry.value)))
  const yMax = ticks.at(-1) ?? 0
  const shortLabels = points.map((entry) => shortDay.format(dayDate(entry.day)))
  const labelWidth = Math.max(0, ...shortLabels.map((label) => label.length)) * charWidth

  // Room for the longest y label on the left, and for half an x label at either end.
  const left = Math.max(formatValue(yMax).length * charWidth + 12, labelWidth / 2)
  const band0 = (width - left - 8) / Math.max(1, points.length)
  const right = Math.max(8, labelWidth / 2 - band0 / 2)
  const plotWidth = Math.max(0, width - left - right)
  const baseline = Math.max(top, height - bottom)
  const band = plotWidth / Math.max(1, points.length)
  const barWidth = Math.min(maxBarWidth, Math.max(1, band * 0.8), band)
  const scale = yMax > 0 ? (baseline - top) / yMax : 0
  const yOf = (value: number) => baseline - value * scale
  const xOf = (index: number) => left + band * (index + 0.5)
  // Every k-th day is labelled, counted back from the last (today is always named), so that two
  // labels are always at least a label and a gap apart.
  const every = Math.max(1, Math.ceil((labelWidth + labelGap) / Math.max(band, 0.01)))
  const titleOf = (entry: DayPoint) =>
    `${longDay.format(dayDate(entry.day))}\n${valueLabel}: ${formatValue(entry.value)}`

  return (
    <svg width={width} height={height} className="block" aria-hidden="true">
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={px(width)} height={px(baseline)} />
        </clipPath>
      </defs>
      <g fontSize={fontSize} fill="var(--color-ink-700)" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {ticks.map((tick) => {
          const y = Math.round(yOf(tick)) + 0.5
          return (
            <g key={tick}>
              <line
                x1={px(left)}
                x2={px(width - right)}
                y1={y}
                y2={y}
                stroke={tick === 0 ? 'var(--color-ink-300)' : 'var(--color-ink-200)'}
                shapeRendering="crispEdges"
              />
              <text x={px(left - 8)} y={y} dy="0.32em" textAnchor="end">
                {formatValue(tick)}
              </text>
            </g>
          )
        })}
        {points.map((entry, index) =>
          (points.length - 1 - index) % every === 0 ? (
            <text key={entry.day} x={px(xOf(index))} y={baseline + 6} dy="0.71em" textAnchor="middle">
              {shortLabels[index]}
            </text>
          ) : null,
        )}
      </g>
      {variant === 'line' ? (
        <g>
          {points.length > 1 ? (
            <polyline
              points={points.map((entry, index) => `${px(xOf(index))},${px(yOf(entry.value))}`).join(' ')}
              fill="none"
              stroke="var(--color-primary-600)"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null}
          {points.map((entry, index) => (
            <g key={entry.day} className="group">
              <title>{titleOf(entry)}</title>
              <rect
                x={px(left + band * index)}
                y={top}
                width={px(band)}
                height={px(baseline - top)}
                className="fill-transparent group-hover:fill-primary-50/60"
              />
              {/* A dot where one day is a whole point (a single day), or under the pointer. */}
              <circle
                cx={px(xOf(index))}
                cy={px(yOf(entry.value))}
                r={3.5}
                fill="var(--color-primary-600)"
                className={points.length > 1 ? 'opacity-0 group-hover:opacity-100' : undefined}
              />
            </g>
          ))}
        </g>
      ) : (
        <g clipPath={`url(#${clipId})`}>
          {points.map((entry, index) => {
            const barHeight = Math.max(0, entry.value) * scale
            const corner = Math.min(radius, barWidth / 2, barHeight)
            return (
              <g key={entry.day} className="group">
                <title>{titleOf(entry)}</title>
                {/* The whole column answers the pointer, as a tooltip's cursor would. */}
                <rect
                  x={px(left + band * index)}
                  y={top}
                  width={px(band)}
                  height={px(baseline - top)}
                  className="fill-transparent group-hover:fill-primary-50"
                />
                {/* Drawn a corner deeper than the bar and clipped at the baseline: rounded at the top only. */}
                <rect
                  x={px(left + band * index + (band - barWidth) / 2)}
                  y={px(baseline - barHeight)}
                  width={px(barWidth)}
                  height={barHeight > 0 ? px(barHeight + corner) : 0}
                  rx={px(corner)}
                  fill="var(--color-primary-600)"
                />
              </g>
            )
          })}
        </g>
      )}
    </svg>
  )
}
