import type { MediaItem, RenewalState, SessionUser, TestResult } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  lluvia,
  media,
  member,
  olas,
  open,
  respiracion,
  saludMental,
  stamp,
  streamUrl,
} from '../../features/meditations/components/meditations-page.test-helpers.ts'
import { currentTrack, playerStore } from '../../features/meditations/player/player-store.ts'
import {
  amanecer,
  detail,
  ok,
  run,
  step,
  summary,
} from '../../features/programs/components/programs.test-helpers.ts'
import { habitsOf, progressOf } from '../../features/progress/components/progress.test-helpers.ts'
import { activeSubscription, makeSessionUser } from '../../test/fixtures.ts'

const progress = progressOf({
  seconds: { today: 120, week: 1_620, month: 75_000, total: 90_061 },
  sessionsCompleted: 12,
  streak: { current: 4, longest: 6, minSeconds: 300 },
})
const renewal: RenewalState = {
  renews: true,
  cancelAtPeriodEnd: false,
  pastDue: false,
  paidUntil: '2026-12-20T00:00:00.000Z',
  amount: 9.99,
  currency: 'USD',
  canUpdateCard: true,
  withdrawableUntil: null,
  withdrawalRefundAmount: null,
  withdrawalCurrency: null,
}
const result: TestResult = {
  category: { _id: saludMental.category._id, name: 'Salud', slug: 'salud' },
  categoriaPrincipal: 'salud',
  themes: [{ _id: saludMental._id, name: saludMental.name, slug: saludMental.slug }],
  topTemas: [saludMental.slug],
}

const siete = summary('Siete días para empezar', {
  stepCount: 7,
  enrolment: run({ doneCount: 1, nextPosition: 2 }),
})
const dormir = summary('Dormir mejor en 10 noches', {
  category: { _id: 'x', name: 'Sueño', slug: 'sueno' },
  themes: [],
})
const ansiedad = summary('Ansiedad: 5 prácticas breves')
const today = (item: MediaItem) => ({
  today: { day: '2026-11-24', item, source: 'planned' },
  tomorrow: null,
})

function openHome({
  user = member({ tookTest: true, testResult: result }),
  programs = [dormir, siete],
  todayItem = lluvia,
  positions = [],
  favourites = [] as string[],
  renewalState = renewal,
  handlers = {},
}: {
  user?: SessionUser
  programs?: ReturnType<typeof summary>[]
  todayItem?: MediaItem
  positions?: { mediaId: string; positionSeconds: number; durationSeconds: number; updatedAt: string }[]
  favourites?: string[]
  renewalState?: RenewalState
  handlers?: NonNullable<Parameters<typeof open>[1]>['handlers']
} = {}) {
  return open('/panel', {
    user,
    items: [...media, amanecer],
    positions,
    handlers: {
      'GET /api/today': ok(today(todayItem)),
      'GET /api/programs': ok(programs),
      'GET /api/progress': ok(progress),
      'GET /api/payments/subscription/renewal': ok(renewalState),
      'GET /api/favorites': ok(favourites.map((mediaId) => ({ mediaId, createdAt: stamp }))),
      ...handlers,
    },
  })
}

const headings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

describe('/panel, the member’s home', () => {
  it("leads with 'Tu meditación de hoy', then 'Continuar', the program, the week and favourites", async () => {
    openHome({
      positions: [{ mediaId: respiracion._id, positionSeconds: 42, durationSeconds: 95, updatedAt: stamp }],
      favourites: [respiracion._id],
    })
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Lucía!' })).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Tu semana' })
    expect(headings()).toEqual([
      'Tu meditación de hoy',
      'Continuar',
      'Tu programa',
      'Tus recomendaciones',
      'Tu semana',
      'Favoritos',
    ])
    const todayBox = screen.getByRole('region', { name: 'Tu meditación de hoy' })
    expect(within(todayBox).getByRole('heading', { name: 'Lluvia serena' })).toBeInTheDocument()
    expect(within(todayBox).getByText('0:20 · Salud emocional')).toBeInTheDocument()
    // The program's next step comes before an item left half-heard.
    const next = screen.getByRole('region', { name: 'Continuar' })
    expect(within(next).getByText('Siete días para empezar')).toBeInTheDocument()
    expect(within(next).getByText('Paso 2 de 7')).toBeInTheDocument()
    const program = screen.getByRole('region', { name: 'Tu programa' })
    expect(within(program).getByText('1 de 7 pasos hechos')).toBeInTheDocument()
    const week = screen.getByRole('region', { name: 'Tu semana' })
    expect(within(week).getByTestId('home-week-minutes')).toHaveTextContent('27 min')
    expect(within(week).getByTestId('home-streak')).toHaveTextContent('4 días')
    expect(within(week).getByRole('link', { name: 'Ver Mi progreso' })).toHaveAttribute(
      'href',
      '/panel/progreso',
    )
  })

  it("hides the streak for a member who turned 'Mostrar mi racha' off, and shows the weekly goal's bar", async () => {
    openHome({
      handlers: {
        'GET /api/progress': ok({
          ...progress,
          habits: habitsOf({ showStreak: false, weeklyGoal: { kind: 'days', target: 5 }, weeklyGoalDone: 2 }),
        }),
      },
    })
    const week = await screen.findByRole('region', { name: 'Tu semana' })
    expect(within(week).getByTestId('home-week-minutes')).toHaveTextContent('27 min')
    expect(within(week).queryByTestId('home-streak')).not.toBeInTheDocument()
    expect(within(week).queryByText(/racha/i)).not.toBeInTheDocument()
    expect(within(week).getByRole('progressbar', { name: 'Progreso del objetivo semanal' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 5 días esta semana',
    )
  })

  it("plays today's meditation in place, in the player bar", async () => {
    const { user } = openHome({ handlers: streamUrl(lluvia, '/api/media/lluvia.mp3') })
    await user.click(await screen.findByRole('button', { name: 'Escuchar: Lluvia serena' }))
    await waitFor(() => expect(currentTrack(playerStore.getState())?.id).toBe(lluvia._id))
    expect(await screen.findByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
  })

  it('a video today opens the video dialog', async () => {
    const { user } = openHome({ todayItem: amanecer, handlers: streamUrl(amanecer, '/api/media/a.mp4') })
    await user.click(await screen.findByRole('button', { name: 'Ver: Amanecer en video' }))
    expect(await screen.findByRole('dialog', { name: 'Amanecer en video' })).toBeInTheDocument()
  })

  it('a locked item today says it is in the Full plan, and its button opens the plan picker', async () => {
    const { user } = openHome({
      todayItem: olas,
      user: member({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }),
    })
    await screen.findByRole('heading', { name: olas.title })
    const box = screen.getByRole('region', { name: 'Tu meditación de hoy' })
    expect(within(box).getByText('Incluido en el plan Full')).toBeInTheDocument()
    await user.click(within(box).getByRole('button', { name: 'Mejorar plan' }))
    expect(await screen.findByRole('dialog', { name: 'Actualizar al plan Full' })).toBeInTheDocument()
  })

  it("'Continuar' plays the program's next step", async () => {
    const program = detail(siete, [
      step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
      step(2, lluvia, { state: 'open' }),
    ])
    const { user } = openHome({
      handlers: { [`GET /api/programs/${siete._id}`]: ok(program), ...streamUrl(lluvia, '/api/media/l.mp3') },
    })
    const next = await screen.findByRole('region', { name: 'Continuar' })
    await user.click(within(next).getByRole('button', { name: 'Continuar: Siete días para empezar' }))
    await waitFor(() => expect(currentTrack(playerStore.getState())?.id).toBe(lluvia._id))
  })

  it("without a program's step to play, 'Continuar' is the item left half-heard, from where it was left", async () => {
    const { user } = openHome({
      programs: [dormir, ansiedad],
      positions: [{ mediaId: respiracion._id, positionSeconds: 42, durationSeconds: 95, updatedAt: stamp }],
      handlers: streamUrl(respiracion, '/api/media/r.mp3'),
    })
    const next = await screen.findByRole('region', { name: 'Continuar' })
    expect(within(next).getByText('Continuar desde 0:42')).toBeInTheDocument()
    await user.click(within(next).getByRole('button', { name: 'Continuar: Respiración consciente' }))
    await waitFor(() => expect(playerStore.getState().startAt).toBe(42))
    expect(currentTrack(playerStore.getState())?.id).toBe(respiracion._id)
  })

  it("with no program started, recommends the one matching the test ('Tu programa recomendado')", async () => {
    openHome({ programs: [dormir, ansiedad] })
    const box = await screen.findByRole('region', { name: 'Tu programa recomendado' })
    expect(within(box).getByRole('link', { name: 'Ansiedad: 5 prácticas breves' })).toBeInTheDocument()
    expect(within(box).getByRole('link', { name: 'Ver todos los programas' })).toHaveAttribute(
      'href',
      '/panel/programas',
    )
    expect(screen.queryByRole('region', { name: 'Continuar' })).not.toBeInTheDocument()
  })

  it('leaves a renewal being retried to the banner of every panel page, said once (issue 32)', async () => {
    openHome({
      user: member({ tookTest: true, testResult: result, paymentPending: true }),
      renewalState: { ...renewal, pastDue: true },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cobrar la renovación. Actualiza tu tarjeta',
    )
    await screen.findByRole('heading', { name: 'Tu semana' })
    expect(screen.queryByRole('region', { name: /No pudimos cobrar la renovación/ })).not.toBeInTheDocument()
  })

  it('says when a renewal payment failed, with the way to Mi Suscripción', async () => {
    openHome({ renewalState: { ...renewal, pastDue: true } })
    const note = await screen.findByRole('region', { name: /No pudimos cobrar la renovación/ })
    expect(within(note).getByRole('link', { name: 'Ir a Mi Suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    )
  })

  it('says when the free trial ends within three days, and offers the plans', async () => {
    const endDate = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const { user } = openHome({
      user: member({
        activeSubscription: { ...activeSubscription({ slug: 'prueba', isTestSubscrionPlan: true }), endDate },
      }),
    })
    const note = await screen.findByRole('region', { name: /Tu prueba gratuita termina el/ })
    // Issue 32: the plan line says the trial simply ends, nothing charged.
    expect(
      screen.getByText(/Tu prueba gratuita está activa hasta el .*la prueba simplemente termina/),
    ).toBeInTheDocument()
    await user.click(within(note).getByRole('button', { name: 'Elegir un plan' }))
    expect(await screen.findByRole('dialog', { name: 'Elige un plan de suscripción' })).toBeInTheDocument()
  })

  it('without a plan: no meditation of the day, the way to the plans first, and the week', async () => {
    const { api } = openHome({
      user: makeSessionUser({
        role: 'subscriber',
        tookTest: true,
        testResult: result,
        activeSubscription: null,
      }),
      programs: [summary('Siete días para empezar', { access: 'noPlan' })],
    })
    await screen.findByRole('heading', { name: 'Tu semana' })
    expect(headings()).toEqual([
      'Elige un plan para escuchar tus audios',
      'Tu programa recomendado',
      'Tu semana',
    ])
    expect(api.callsTo('GET /api/today')).toHaveLength(0)
    expect(api.callsTo('GET /api/audios/list')).toHaveLength(0)
  })

  it('keeps the place of what loads: a skeleton the height of today’s card, then the card', async () => {
    openHome()
    const box = await screen.findByRole('region', { name: 'Tu meditación de hoy' })
    const loading = within(box).queryByRole('status')
    if (loading) expect(loading.className).toContain('min-h-40')
    await screen.findByRole('heading', { name: 'Lluvia serena' })
    const card = within(screen.getByRole('region', { name: 'Tu meditación de hoy' })).getByRole('heading', {
      name: 'Lluvia serena',
    })
    expect(card.closest('div.min-h-40')).not.toBeNull()
  })
})
