import type { Progress } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

/** 12 weeks ending Sunday 29 November 2026; listened on the 23rd (enough) and the 24th (a little). */
function progress(): Progress {
  const calendar = Array.from({ length: 84 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 8, 7) + index * 86_400_000).toISOString().slice(0, 10)
    return { day, seconds: day === '2026-11-23' ? 1_500 : day === '2026-11-24' ? 120 : 0 }
  })
  return {
    timeZone: 'Europe/Madrid',
    today: '2026-11-24',
    seconds: { today: 120, week: 1_620, month: 75_000, total: 90_061 },
    sessionsCompleted: 12,
    favouriteCategory: { _id: '00000000-0000-4000-8000-000000000001', name: 'Salud' },
    favouriteTheme: null,
    streak: { current: 1, longest: 1, minSeconds: 300 },
    calendar,
  }
}

function open(answer: () => Response) {
  const user = makeSessionUser({ role: 'subscriber', activeSubscription: activeSubscription() })
  const api = mockApi({ ...sessionOf(user), 'GET /api/progress': answer })
  return { api, ...renderRoutes(routes, '/panel/progreso') }
}

describe('/panel/progreso', () => {
  it('shows the figures in Spanish, the streak, the favourites and the calendar', async () => {
    open(() => jsonResponse({ success: true, message: 'ok', data: progress() }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi progreso' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Mi progreso · Sosiego'))
    expect(await screen.findByTestId('minutes-total')).toHaveTextContent('1501 min')
    expect(screen.getByTestId('minutes-month')).toHaveTextContent('1250 min')
    expect(screen.getByTestId('minutes-today')).toHaveTextContent('2 min')
    expect(screen.getByTestId('current-streak')).toHaveTextContent('1 día')
    expect(screen.getByTestId('favourite-category')).toHaveTextContent('Salud')
    expect(screen.getByTestId('favourite-theme')).toHaveTextContent('Aún ninguna')
    // Today has 2 of the 5 minutes: the page says what keeps the streak.
    expect(screen.getByText('Escucha hoy 5 minutos para mantener tu racha.')).toBeInTheDocument()
    const calendar = screen.getByRole('region', { name: 'Tus últimas 12 semanas' })
    expect(within(calendar).getByLabelText('lunes, 23 de noviembre de 2026: 25 min')).toHaveAttribute(
      'data-listened',
      'streak',
    )
    expect(within(calendar).getByLabelText('martes, 24 de noviembre de 2026: 2 min')).toHaveAttribute(
      'data-listened',
      'some',
    )
    // Today is the calendar's current date, for assistive technology and the eye alike.
    expect(within(calendar).getByLabelText('martes, 24 de noviembre de 2026: 2 min')).toHaveAttribute(
      'aria-current',
      'date',
    )
    expect(within(calendar).getByLabelText('lunes, 23 de noviembre de 2026: 25 min')).not.toHaveAttribute(
      'aria-current',
    )
    expect(
      within(calendar).getByLabelText('domingo, 22 de noviembre de 2026: sin escucha'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a Meditaciones' })).toHaveAttribute(
      'href',
      '/panel/meditaciones',
    )
  })

  it('says it is loading, then offers to try again when the call fails', async () => {
    let fail = true
    const { user } = open(() =>
      fail
        ? jsonResponse({ success: false, message: 'Error interno', code: 'common.internal' }, 500)
        : jsonResponse({ success: true, message: 'ok', data: progress() }),
    )
    expect(await screen.findByText('Cargando tu progreso...')).toBeInTheDocument()
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('Error interno')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await screen.findByTestId('minutes-total')).toHaveTextContent('1501 min')
  })
})
