import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSessionUser } from '../../../lib/session-store.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { readPendingAnswers, savePendingAnswers, savePendingHealthConsent } from '../lib/test-storage.ts'
import {
  answerAll,
  api,
  consenting,
  firstAnswers,
  routes,
  themeRef,
  withResult,
} from './test-view.test-helpers.tsx'

// What a member sees of the wellbeing test: the answers sent and the results explained, the way on
// to plans or Meditaciones, retakes and deleting the answers, staff turned away, and Mi Test in the
// panel with the mini plan's choice of two themes. Answering it: test-view-answering.test.tsx.

describe('/test for a member', () => {
  it('sends the answers and shows the results', async () => {
    const mock = api()
    setSessionUser(consenting())
    const { user } = renderRoutes(routes, '/test')
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(mock.callsTo('POST /api/users/take-test')[0]?.body).toEqual({ answers: firstAnswers })
    expect(screen.getByRole('heading', { level: 3, name: 'Salud' })).toBeInTheDocument()
    for (const name of ['Salud emocional', 'Pareja', 'Salud física']) {
      expect(screen.getByRole('heading', { level: 4, name })).toBeInTheDocument()
    }
  })

  it('sends answers left before signing in, once, and shows the results', async () => {
    const mock = api()
    savePendingAnswers(firstAnswers as never)
    savePendingHealthConsent()
    setSessionUser(makeSessionUser())
    renderRoutes(routes, '/test')
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    // The consent the visitor gave before the first question goes with them (decision 100).
    expect(mock.callsTo('POST /api/users/take-test')).toEqual([
      expect.objectContaining({ body: { answers: firstAnswers, healthConsent: true } }),
    ])
    expect(readPendingAnswers()).toBeNull()
    expect(localStorage.getItem('pendingHealthConsent')).toBeNull()
  })

  it('explains each theme, links plans without an active plan, and retakes with PUT', async () => {
    const mock = api()
    setSessionUser(withResult())
    const { user } = renderRoutes(routes, '/test')
    expect(await screen.findByText('Test realizado el 20 de noviembre de 2026.')).toBeInTheDocument()
    // With the first options: salud-emocional (p2, p4) and pareja (p3, p10) twice, salud-fisica once.
    expect(screen.getAllByText('Apareció en 2 de tus respuestas.')).toHaveLength(2)
    expect(screen.getByText('Apareció en una de tus respuestas.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: /Escuchar meditaciones/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Repetir test' }))
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(mock.callsTo('PUT /api/users/retake-test')).toHaveLength(1)
  })

  it('leads a member with an active plan to Meditaciones filtered by each theme', async () => {
    api()
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    renderRoutes(routes, '/test')
    const link = await screen.findByRole('link', { name: 'Escuchar meditaciones de Pareja' })
    expect(link).toHaveAttribute('href', '/panel/meditaciones?tema=pareja')
    expect(screen.queryByRole('link', { name: 'Ver planes' })).toBeNull()
  })

  it('lets a new member with the trial in force listen first, and nobody else', async () => {
    api()
    setSessionUser(consenting({ activeSubscription: activeSubscription() }))
    const first = renderRoutes(routes, '/test')
    expect(await screen.findByText(/¿Prefieres escuchar ya\?/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a Meditaciones' })).toHaveAttribute(
      'href',
      '/panel/meditaciones',
    )
    first.unmount()
    // Without a plan in force there is nothing to listen to yet; a retake is a choice already made.
    setSessionUser(consenting())
    const noPlan = renderRoutes(routes, '/test')
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ir a Meditaciones' })).toBeNull()
    noPlan.unmount()
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    const { user } = renderRoutes(routes, '/test')
    await user.click(await screen.findByRole('button', { name: 'Repetir test' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ir a Meditaciones' })).toBeNull()
  })

  it('disables the retake for a mini holder who took the test', async () => {
    api()
    setSessionUser(withResult({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }))
    renderRoutes(routes, '/test')
    const retake = await screen.findByRole('button', { name: 'Repetir test' })
    expect(retake).toBeDisabled()
    expect(retake).toHaveAccessibleDescription('Con el plan Mini no es posible repetir el test.')
  })

  it('deletes the answers after a confirmation and shows the test again', async () => {
    const mock = api({
      'DELETE /api/users/test': () =>
        jsonResponse({
          success: true,
          message: 'Tus respuestas del test se han eliminado.',
          user: consenting(),
        }),
    })
    setSessionUser(withResult())
    const { user } = renderRoutes(routes, '/test')
    await user.click(await screen.findByRole('button', { name: 'Eliminar mis respuestas' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tus respuestas del test?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(mock.callsTo('DELETE /api/users/test')).toHaveLength(1)
  })

  it('tells staff the test is for members', async () => {
    api()
    setSessionUser(makeSessionUser({ role: 'admin' }))
    renderRoutes(routes, '/test')
    expect(
      await screen.findByText('El test de bienestar es para los miembros de Sosiego.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe('/panel/mis-tests', () => {
  it("is headed 'Mi Test' and shows the test when there is no result", async () => {
    api()
    setSessionUser(consenting())
    renderRoutes(routes, '/panel/mis-tests')
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Test' })).toBeInTheDocument()
    expect(screen.getByText('Sección 1 de 5')).toBeInTheDocument()
  })

  it('takes a member who left answers as a visitor from the panel to Mi Test', async () => {
    const mock = api()
    savePendingAnswers(firstAnswers as never)
    savePendingHealthConsent()
    setSessionUser(makeSessionUser())
    renderRoutes(routes, '/panel')
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Test' })).toBeInTheDocument()
    expect(mock.callsTo('POST /api/users/take-test')).toHaveLength(1)
  })

  it('with miniFlow=1: picks exactly two themes, results first, and goes to the mini checkout', async () => {
    api()
    setSessionUser(withResult())
    const { user, router } = renderRoutes(routes, '/panel/mis-tests?miniFlow=1')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Completar compra de plan Mini' }),
    ).toBeInTheDocument()
    const picker = await screen.findByRole('region', { name: 'Elige tus dos temas' })
    const buttons = within(picker).getAllByRole('button', { pressed: false })
    // The result's themes come first, in the result's order.
    expect(buttons.slice(0, 3).map((button) => button.textContent)).toEqual([
      'Salud emocional',
      'Pareja',
      'Salud física',
    ])
    const next = within(picker).getByRole('button', { name: 'Continuar con la compra' })
    expect(next).toBeDisabled()
    await user.click(within(picker).getByRole('button', { name: 'Pareja' }))
    await user.click(within(picker).getByRole('button', { name: 'Hábitos' }))
    expect(within(picker).getByText('2 de 2 temas elegidos')).toBeInTheDocument()
    // A third cannot be added.
    expect(within(picker).getByRole('button', { name: 'Familia' })).toBeDisabled()
    await user.click(next)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/mini'))
    expect(JSON.parse(sessionStorage.getItem('miniSelectedThemes') ?? '[]')).toEqual([
      themeRef('pareja')._id,
      themeRef('habitos')._id,
    ])
  })
})
