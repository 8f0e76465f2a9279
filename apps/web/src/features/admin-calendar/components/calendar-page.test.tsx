import type { CalendarDay, MediaItem } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import {
  circle,
  crm,
  rain,
  renderAdminPage,
  waves,
  written,
} from '../../admin-programs/test/program-fixtures.ts'
import { daysOfMonth } from '../lib/month-grid.ts'

// /admin/calendario: the month with its gaps and today, moving between months, an admin planning and
// clearing a day, the list of days on a phone, and a crmUser who only reads.

const planned = (item: MediaItem): CalendarDay['item'] => ({
  _id: item._id,
  title: item.title,
  fileType: item.fileType,
  duration: item.duration,
  coverImage: item.coverImage,
  theme: { _id: item.theme._id, name: item.theme.name, slug: item.theme.slug },
})

const withCover = {
  ...circle,
  coverImage: { coverImageName: 'c.webp', coverImageUrl: '/media/caratula-videos/c.webp' },
}

function monthAnswer(month: string, plans: Record<string, MediaItem> = {}) {
  return jsonResponse({
    success: true,
    message: 'ok',
    data: {
      month,
      days: daysOfMonth(month).map((day) => ({ day, item: plans[day] ? planned(plans[day]) : null })),
    },
  })
}

const november = { '2026-11-02': rain, '2026-11-10': withCover }

function renderCalendar(
  user = undefined as Parameters<typeof renderAdminPage>[1],
  path = '/admin/calendario',
) {
  return renderAdminPage(path, user, {
    'GET /api/today/calendar': (_call, url) => {
      const month = new URL(url, 'http://localhost').searchParams.get('month') ?? ''
      return monthAnswer(month, month === '2026-11' ? november : {})
    },
  })
}

function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

beforeEach(() => {
  // Only the clock: user-event's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 10, 9, 30))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/admin/calendario', { timeout: 30_000 }, () => {
  it('shows this month from Monday to Sunday: each day’s item or its gap, today marked', async () => {
    const { api } = renderCalendar()
    const table = await screen.findByRole('table', { name: 'Meditación de cada día de Noviembre de 2026' })
    expect(screen.getByRole('heading', { level: 2, name: 'Noviembre de 2026' })).toBeInTheDocument()
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('?month=2026-11'))).toBe(true)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['lunlunes', 'marmartes', 'miémiércoles', 'juejueves', 'vieviernes', 'sábsábado', 'domdomingo'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(6)
    const firstWeek = within(rows[0] as HTMLElement).getAllByRole('cell')
    expect(firstWeek.slice(0, 6).every((cell) => cell.textContent === '')).toBe(true)
    expect(firstWeek[6]).toHaveTextContent('domingo, 1 de noviembre')
    expect(firstWeek[6]).toHaveTextContent('Sin planificar')

    const cellOf = (name: string) => within(table).getByText(name).closest('td') as HTMLElement
    expect(cellOf('lunes, 2 de noviembre')).toHaveTextContent('Lluvia serena')
    expect(cellOf('lunes, 2 de noviembre')).not.toHaveTextContent('Sin planificar')
    const today = cellOf('martes, 10 de noviembre')
    expect(today).toHaveAttribute('aria-current', 'date')
    expect(today).toHaveTextContent('Hoy')
    expect(today).toHaveTextContent('Círculo de respiración')
    expect(today.querySelector('img')).toHaveAttribute('src', '/media/caratula-videos/c.webp')
    expect(within(table).getAllByText('Sin planificar')).toHaveLength(28)
    expect(screen.getByText('28 días sin planificar este mes.')).toBeInTheDocument()
  })

  it('moves to the next and previous months, and back to this one', async () => {
    const { user, router } = renderCalendar()
    await screen.findByRole('table', { name: /Noviembre de 2026$/ })
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }))
    const december = await screen.findByRole('table', { name: 'Meditación de cada día de Diciembre de 2026' })
    expect(router.state.location.search).toBe('?mes=2026-12')
    expect(within(december).queryByText('Hoy')).not.toBeInTheDocument()
    expect(screen.getByText('31 días sin planificar este mes.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }))
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }))
    expect(await screen.findByRole('table', { name: /Octubre de 2026$/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Este mes' }))
    expect(await screen.findByRole('table', { name: /Noviembre de 2026$/ })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByRole('button', { name: 'Este mes' })).not.toBeInTheDocument()
  })

  it('lets an admin pick a day’s item from the audios and videos, and clear a day after confirming', async () => {
    const { api, user } = renderCalendar()
    const puts: unknown[] = []
    api.set({
      'PUT /api/today/calendar/2026-11-03': (call) => {
        puts.push(call.body)
        return written()
      },
      'DELETE /api/today/calendar/2026-11-02': () => written(),
    })
    await user.click(
      await screen.findByRole('button', { name: 'Elegir la meditación del martes, 3 de noviembre' }),
    )
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Meditación del martes, 3 de noviembre' }),
    )
    await user.type(dialog.getByLabelText('Buscar audios y videos'), 'olas')
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: 'Audios y videos encontrados' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    await user.click(dialog.getByRole('button', { name: 'Elegir Olas' }))
    await waitFor(() => expect(puts).toEqual([{ mediaId: waves._id }]))
    expect(await screen.findByText('Día planificado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // A planned day: change it (its item shown as the current one) or clear it.
    await user.click(screen.getByRole('button', { name: 'Cambiar la meditación del lunes, 2 de noviembre' }))
    const change = within(await screen.findByRole('dialog', { name: 'Meditación del lunes, 2 de noviembre' }))
    expect(change.getByText('Planificada ahora: Lluvia serena')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Quitar la meditación del lunes, 2 de noviembre' }))
    const confirm = within(
      await screen.findByRole('alertdialog', { name: '¿Quitar la meditación del lunes, 2 de noviembre?' }),
    )
    await user.click(confirm.getByRole('button', { name: 'Quitar' }))
    expect(await screen.findByText('El día queda sin planificar.')).toBeInTheDocument()
    expect(api.callsTo('DELETE /api/today/calendar/2026-11-02')).toHaveLength(1)
  })

  it('says in Spanish why a day could not be planned', async () => {
    const { api, user } = renderCalendar()
    api.set({
      'PUT /api/today/calendar/2026-11-04': () =>
        jsonResponse({ success: false, message: 'El audio o video no existe.', code: 'x' }, 404),
    })
    await user.click(
      await screen.findByRole('button', { name: 'Elegir la meditación del miércoles, 4 de noviembre' }),
    )
    const dialog = within(await screen.findByRole('dialog'))
    await user.click(await dialog.findByRole('button', { name: 'Elegir Lluvia serena' }))
    expect(await screen.findByText('El audio o video no existe.')).toBeInTheDocument()
  })

  it('lists the days on a phone, each with its item or gap and labelled actions', async () => {
    onPhone()
    renderCalendar()
    const list = await screen.findByRole('list', { name: 'Meditación de cada día de Noviembre de 2026' })
    const days = within(list).getAllByRole('listitem')
    expect(days).toHaveLength(30)
    expect(days[1]).toHaveTextContent('lunes, 2 de noviembre')
    expect(days[1]).toHaveTextContent('Lluvia serena')
    expect(days[2]).toHaveTextContent('Sin planificar')
    expect(days[9]).toHaveAttribute('aria-current', 'date')
    const pick = within(days[2] as HTMLElement).getByRole('button', {
      name: 'Elegir la meditación del martes, 3 de noviembre',
    })
    expect(pick).toHaveTextContent('Elegir')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('lets a crmUser read the month without planning anything', async () => {
    renderCalendar(crm)
    const table = await screen.findByRole('table', { name: /Noviembre de 2026$/ })
    expect(
      screen.getByText('Puedes consultar el calendario; solo un administrador puede planificarlo.'),
    ).toBeInTheDocument()
    expect(within(table).getByText('Lluvia serena')).toBeInTheDocument()
    expect(within(table).queryAllByRole('button')).toEqual([])
  })
})
