import type { PeriodQuery } from '@sosiego/shared'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { periodFromParams, periodSearch, usePeriodParam } from '../lib/use-period-param.ts'
import { PeriodPicker } from './period-picker.tsx'

function Controlled({ onChange }: { onChange: (period: PeriodQuery) => void }) {
  const [value, setValue] = useState<PeriodQuery>({ period: 'last7' })
  return (
    <PeriodPicker
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('PeriodPicker', () => {
  it('shows the Spanish periods and applies a named one at once', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Periodo' })
    expect(select).toHaveDisplayValue('Últimos 7 días')
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names).toEqual([
      'Hoy',
      'Esta semana',
      'Este mes',
      'Últimos 7 días',
      'Últimos 30 días',
      'Personalizado',
    ])
    await user.selectOptions(select, 'Esta semana')
    expect(onChange).toHaveBeenLastCalledWith({ period: 'week' })
  })

  it('applies a custom range only when it is whole and valid, with the reason in Spanish', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'Personalizado')
    expect(onChange).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indica la fecha de inicio del periodo personalizado.',
    )

    const from = screen.getByLabelText('Desde')
    const to = screen.getByLabelText('Hasta')
    await user.type(from, '2026-03-10')
    await user.type(to, '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La fecha de inicio no puede ser posterior a la fecha de fin.',
    )
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(onChange).not.toHaveBeenCalled()

    await user.clear(to)
    await user.type(to, '2026-03-31')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', from: '2026-03-10', to: '2026-03-31' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a range ending after today', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <PeriodPicker value={{ period: 'custom', from: '2026-01-01', to: '2026-01-02' }} onChange={onChange} />,
    )
    const to = screen.getByLabelText('Hasta')
    await user.clear(to)
    await user.type(to, `${new Date().getFullYear() + 1}-01-01`)
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('El periodo no puede incluir fechas futuras.')
    expect(onChange).not.toHaveBeenCalled()
  })
})

function Page() {
  const [period, setPeriod] = usePeriodParam()
  return (
    <>
      <PeriodPicker value={period} onChange={setPeriod} />
      <output>{periodSearch(period)}</output>
    </>
  )
}

describe('usePeriodParam', () => {
  it('keeps the period in the URL and follows Back', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter([{ path: '/admin', element: <Page /> }], {
      initialEntries: ['/admin?period=custom&from=2026-02-01&to=2026-02-10'],
    })
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('status')).toHaveTextContent('period=custom&from=2026-02-01&to=2026-02-10')
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-02-01')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'Este mes')
    expect(router.state.location.search).toBe('?period=month')
    expect(screen.getByRole('status')).toHaveTextContent('period=month')

    await router.navigate(-1)
    expect(await screen.findByLabelText('Desde')).toHaveValue('2026-02-01')
  })

  it('reads a bad URL as the default period', () => {
    expect(periodFromParams(new URLSearchParams('period=year'))).toEqual({ period: 'last7' })
    expect(periodFromParams(new URLSearchParams('period=custom&from=2026-02-10'))).toEqual({
      period: 'last7',
    })
    expect(periodFromParams(new URLSearchParams('period=today'))).toEqual({ period: 'today' })
  })
})
