import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignupsChart, yTicks } from './signups-chart.tsx'

const bar = 'rect[fill="var(--color-primary-600)"]'

/** `count` consecutive days from 1 March 2026, with the counts `countOf` gives. */
function daysOf(count: number, countOf: (index: number) => number) {
  return Array.from({ length: count }, (_, index) => ({
    day: new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10),
    count: countOf(index),
  }))
}

/** happy-dom lays nothing out: the chart's box measures as a phone's or a desktop's would. */
let boxWidth = 1280
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback(
          [{ contentRect: { width: boxWidth, height: 192 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        )
      }
      disconnect() {}
    },
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  boxWidth = 1280
})

function renderChart(days: { day: string; count: number }[], width = 1280) {
  boxWidth = width
  const { container } = render(<SignupsChart days={days} />)
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no chart drawn')
  return svg
}

/** Every attribute of every element in the drawing, so none can hide a NaN or an Infinity. */
function attributeValues(svg: SVGSVGElement) {
  return [svg, ...svg.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
  )
}

const baselineOf = (svg: SVGSVGElement) =>
  Number(svg.querySelector('line[stroke="var(--color-ink-300)"]')?.getAttribute('y1'))

describe('SignupsChart', () => {
  it('draws one bar per day, as tall as its count, each titled with its day and count', () => {
    const days = daysOf(7, (index) => [2, 0, 5, 10, 1, 3, 4][index] ?? 0)
    const svg = renderChart(days)
    const bars = [...svg.querySelectorAll(bar)]
    expect(bars).toHaveLength(7)
    const baseline = baselineOf(svg)
    const heights = bars.map((element) => baseline - 0.5 - Number(element.getAttribute('y')))
    // Proportional to the counts (to the pixel rounding of the baseline).
    const perSignup = (heights[3] ?? 0) / 10
    expect(perSignup).toBeGreaterThan(0)
    for (const [index, entry] of days.entries())
      expect(heights[index]).toBeCloseTo(entry.count * perSignup, 0)
    expect(bars[1]).toHaveAttribute('height', '0')
    expect([...svg.querySelectorAll('title')].map((title) => title.textContent)).toContain(
      '4 de marzo de 2026\nRegistros: 10',
    )
    // Whole-number ticks up to the highest count: 0, 5, 10.
    expect([...svg.querySelectorAll('text[text-anchor="end"]')].map((text) => text.textContent)).toEqual([
      '0',
      '5',
      '10',
    ])
  })

  it.each([
    ['all zeros', daysOf(30, () => 0)],
    ['no days at all', []],
    ['one day', daysOf(1, () => 3)],
    ['a year of days', daysOf(366, (index) => index % 17)],
  ])('draws %s without a NaN or an Infinity anywhere', (_, days) => {
    for (const width of [375, 1280]) {
      const svg = renderChart(days, width)
      expect(svg.querySelectorAll(bar)).toHaveLength(days.length)
      const values = attributeValues(svg)
      expect(values.filter((value) => /NaN|Infinity/.test(value))).toEqual([])
      // A baseline at least, labelled 0.
      expect(svg.querySelector('line[stroke="var(--color-ink-300)"]')).not.toBeNull()
      expect(svg.querySelector('text[text-anchor="end"]')).toHaveTextContent('0')
    }
  })

  it('keeps one bar to a sensible width', () => {
    const svg = renderChart(daysOf(1, () => 3))
    expect(Number(svg.querySelector(bar)?.getAttribute('width'))).toBeLessThanOrEqual(40)
  })

  it.each([
    [375, 7, 7],
    [375, 30, 6],
    [375, 90, 6],
    [1280, 30, 20],
    [1280, 365, 20],
  ])('at %i px labels few enough of %i days (at most %i), the last day always', (width, count, most) => {
    const days = daysOf(count, () => 1)
    const svg = renderChart(days, width)
    const labels = [...svg.querySelectorAll('text[text-anchor="middle"]')]
    expect(labels.length).toBeGreaterThan(0)
    expect(labels.length).toBeLessThanOrEqual(most)
    expect(labels.at(-1)?.textContent).toMatch(
      new RegExp(`^${new Date(days.at(-1)?.day ?? '').getUTCDate()} `),
    )
    // Centres further apart than the widest label: they cannot overlap.
    const centres = labels.map((label) => Number(label.getAttribute('x')))
    const widest = Math.max(...labels.map((label) => (label.textContent ?? '').length)) * 7
    for (const [index, centre] of centres.entries())
      if (index > 0) expect(centre - (centres[index - 1] ?? 0)).toBeGreaterThan(widest)
  })
})

describe('yTicks', () => {
  it('steps by a whole 1, 2 or 5 × 10ⁿ up to the highest count', () => {
    expect(yTicks(0)).toEqual([0, 1])
    expect(yTicks(1)).toEqual([0, 1])
    expect(yTicks(3)).toEqual([0, 1, 2, 3])
    expect(yTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(yTicks(13)).toEqual([0, 5, 10, 15])
    expect(yTicks(1234)).toEqual([0, 500, 1000, 1500])
  })
})
