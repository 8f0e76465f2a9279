import type { Progress } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { habitsOf } from './progress.test-helpers.ts'

/** 12 weeks ending Sunday 29 November 2026; listened on the 23rd (enough) and the 24th (a little). */
function progress(habits: Partial<Progress['habits']> = {}): Progress {
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
    habits: habitsOf(habits),
  }
}

function open(answer: () => Response, handlers: Parameters<typeof mockApi>[0] = {}) {
  const user = makeSessionUser({ role: 'subscriber', activeSubscription: activeSubscription() })
  const api = mockApi({ ...sessionOf(user), 'GET /api/progress': answer, ...handlers })
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

describe('/panel/progreso › Tus hábitos (issue 31)', () => {
  const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })

  it("'Mostrar mi racha' off hides the streak on the page; the switch saves it", async () => {
    const { api, user } = open(ok(progress()), {
      'PUT /api/progress/habits': ok(habitsOf({ showStreak: false })),
    })
    const habits = await screen.findByRole('region', { name: 'Tus hábitos' })
    expect(screen.getByTestId('current-streak')).toBeInTheDocument()
    const toggle = within(habits).getByRole('switch', { name: 'Mostrar mi racha' })
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await user.click(toggle)
    await waitFor(() => expect(screen.queryByTestId('current-streak')).not.toBeInTheDocument())
    expect(api.callsTo('PUT /api/progress/habits')[0]?.body).toEqual({ showStreak: false, weeklyGoal: null })
    expect(screen.queryByRole('heading', { name: 'Rachas' })).not.toBeInTheDocument()
    expect(screen.queryByText(/racha/i, { selector: 'li' })).not.toBeInTheDocument()
    expect(screen.getByText('5 min o más')).toBeInTheDocument()
    expect(within(habits).getByRole('switch', { name: 'Mostrar mi racha' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  })

  it('a member who hides the streak never sees it, nor its rule', async () => {
    open(ok(progress({ showStreak: false })))
    await screen.findByRole('region', { name: 'Tus hábitos' })
    expect(screen.queryByTestId('current-streak')).not.toBeInTheDocument()
    expect(screen.queryByTestId('longest-streak')).not.toBeInTheDocument()
    expect(screen.queryByText('Escucha hoy 5 minutos para mantener tu racha.')).not.toBeInTheDocument()
    expect(screen.queryByText('Cuenta para la racha')).not.toBeInTheDocument()
  })

  it('sets a weekly goal in minutes and shows its progress; a goal of 0 is refused in Spanish', async () => {
    const { api, user } = open(ok(progress()), {
      'PUT /api/progress/habits': ok(
        habitsOf({ weeklyGoal: { kind: 'minutes', target: 60 }, weeklyGoalDone: 27 }),
      ),
    })
    const habits = await screen.findByRole('region', { name: 'Tus hábitos' })
    await user.click(within(habits).getByRole('radio', { name: 'Minutos' }))
    const target = within(habits).getByRole('spinbutton', { name: 'Minutos a la semana' })
    await user.clear(target)
    await user.type(target, '0')
    await user.click(within(habits).getByRole('button', { name: 'Guardar objetivo' }))
    expect(target).toHaveAccessibleDescription(
      'El objetivo semanal debe ser de 1 a 10.080 minutos o de 1 a 7 días.',
    )
    expect(target).toHaveFocus()
    expect(api.callsTo('PUT /api/progress/habits')).toHaveLength(0)

    await user.clear(target)
    await user.type(target, '60')
    await user.click(within(habits).getByRole('button', { name: 'Guardar objetivo' }))
    const bar = await within(habits).findByRole('progressbar', { name: 'Progreso del objetivo semanal' })
    expect(bar).toHaveAttribute('aria-valuetext', '27 de 60 min esta semana')
    expect(api.callsTo('PUT /api/progress/habits')[0]?.body).toEqual({
      showStreak: true,
      weeklyGoal: { kind: 'minutes', target: 60 },
    })
  })

  it("'Marcar hoy como día de descanso': the day shows in the calendar and the month's count goes down", async () => {
    const marked = progress({ restDays: ['2026-11-24'], restDaysLeft: 1 })
    const { api, user } = open(ok(progress()), { 'PUT /api/progress/rest-days/2026-11-24': ok(marked) })
    const habits = await screen.findByRole('region', { name: 'Tus hábitos' })
    expect(within(habits).getByTestId('rest-days-left')).toHaveTextContent(
      'Te quedan 2 días de descanso este mes.',
    )
    // Yesterday (the 23rd) already counts as listening: nothing to mark there.
    expect(within(habits).queryByRole('button', { name: 'Marcar ayer como día de descanso' })).toBeNull()
    await user.click(within(habits).getByRole('button', { name: 'Marcar hoy como día de descanso' }))
    expect(await within(habits).findByText('Te queda 1 día de descanso este mes.')).toBeInTheDocument()
    expect(api.callsTo('PUT /api/progress/rest-days/2026-11-24')).toHaveLength(1)
    const calendar = screen.getByRole('region', { name: 'Tus últimas 12 semanas' })
    expect(
      within(calendar).getByLabelText('martes, 24 de noviembre de 2026: día de descanso'),
    ).toHaveAttribute('data-rest', 'true')
    expect(within(calendar).getByText('Día de descanso')).toBeInTheDocument()
    expect(within(habits).getByText('Hoy es tu día de descanso.')).toBeInTheDocument()
    // The streak says the rest day keeps it, rather than asking for today's minutes.
    expect(screen.getByText('Hoy es tu día de descanso: tu racha sigue en pie.')).toBeInTheDocument()
    expect(screen.queryByText('Escucha hoy 5 minutos para mantener tu racha.')).not.toBeInTheDocument()
    expect(within(habits).getByRole('button', { name: 'Quitar el descanso de hoy' })).toBeInTheDocument()
  })

  it('announces a refusal from the server', async () => {
    const { user } = open(ok(progress()), {
      'PUT /api/progress/rest-days/2026-11-24': () =>
        jsonResponse(
          {
            success: false,
            message: 'Ya usaste todos los días de descanso de ese mes.',
            code: 'habits.restDayMonthFull',
          },
          409,
        ),
    })
    const habits = await screen.findByRole('region', { name: 'Tus hábitos' })
    await user.click(within(habits).getByRole('button', { name: 'Marcar hoy como día de descanso' }))
    expect(await within(habits).findByRole('alert')).toHaveTextContent(
      'Ya usaste todos los días de descanso de ese mes.',
    )
  })

  it('with the month used up, says so and offers nothing to mark', async () => {
    open(ok(progress({ restDays: ['2026-11-02', '2026-11-10'], restDaysLeft: 0 })))
    const habits = await screen.findByRole('region', { name: 'Tus hábitos' })
    expect(within(habits).getByText('Ya usaste los días de descanso de este mes.')).toBeInTheDocument()
    expect(within(habits).queryByRole('button', { name: /Marcar/ })).toBeNull()
    expect(
      within(habits).getByText(/Tus días de descanso: lunes, 2 de noviembre, martes, 10 de noviembre/),
    ).toBeInTheDocument()
  })
})
