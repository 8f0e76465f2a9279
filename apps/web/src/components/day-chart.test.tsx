import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DayChart } from './day-chart.tsx'

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback(
          [{ contentRect: { width: 375, height: 192 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        )
      }
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const points = [
  { day: '2026-11-01', value: 80 },
  { day: '2026-11-02', value: 82 },
  { day: '2026-11-03', value: 81 },
]

describe('DayChart as a line (the Negocio page)', () => {
  it('draws one line through every day, higher values higher, each day titled with its value', () => {
    const { container } = render(
      <DayChart variant="line" points={points} valueLabel="Miembros de pago" formatValue={(v) => `${v} m`} />,
    )
    const line = container.querySelector('polyline')
    const ys = (line?.getAttribute('points') ?? '').split(' ').map((pair) => Number(pair.split(',')[1]))
    expect(ys).toHaveLength(3)
    // SVG's y grows downwards: 82 is drawn above 80 and 81.
    expect(ys[1]).toBeLessThan(ys[0] as number)
    expect(ys[1]).toBeLessThan(ys[2] as number)
    expect([...container.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      '1 de noviembre de 2026\nMiembros de pago: 80 m',
      '2 de noviembre de 2026\nMiembros de pago: 82 m',
      '3 de noviembre de 2026\nMiembros de pago: 81 m',
    ])
    // No bars in a line chart.
    expect(container.querySelectorAll('rect[fill="var(--color-primary-600)"]')).toHaveLength(0)
  })
})
