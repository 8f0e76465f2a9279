import type { Subscription } from '@sosiego/shared'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const themeA = '00000000-0000-4000-8000-00000000a001'
const themeB = '00000000-0000-4000-8000-00000000a002'
const verifyKey = 'POST /api/payments/verify-payment-session'
const paid = '¡Pago exitoso! Serás redirigido a la página principal en breve.'

const miniSubscription: Subscription = {
  _id: '00000000-0000-4000-8000-00000000b001',
  status: 'active',
  plan: {
    _id: '00000000-0000-4000-8000-00000000c001',
    slug: 'mini',
    name: 'Mini',
    description: 'Dos temas.',
    price: 9.99,
    currency: 'USD',
    durationDays: 30,
    features: [],
    fullCategoryAccess: false,
    isTestSubscrionPlan: false,
  },
  startDate: '2026-11-22T08:00:00.000Z',
  endDate: '2026-12-22T08:00:00.000Z',
  themeId1: themeA,
  themeId2: themeB,
  createdAt: '2026-11-22T08:00:00.000Z',
}
const verified = () =>
  jsonResponse({ success: true, message: paid, data: { subscription: miniSubscription } })
const refused = (message: string, code: string, status = 409) =>
  jsonResponse({ success: false, message, code }, status)

function api(verify: (call: { body: unknown }) => Response = verified) {
  return mockApi({ ...sessionOf(makeSessionUser()), [verifyKey]: verify })
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('/payment-success', () => {
  it('verifies, sends the mini themes once, toasts, revalidates the session and opens Meditaciones after 3 s', async () => {
    sessionStorage.setItem('miniSelectedThemes', JSON.stringify([themeA, themeB]))
    const mock = api(() => {
      // Once the payment is confirmed the server's session holds the plan, which Meditaciones needs.
      mock.set(
        sessionOf(
          makeSessionUser({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }),
        ),
      )
      return verified()
    })
    const view = renderRoutes(routes, '/payment-success?session_id=lcs_123')

    expect(await screen.findByText('Verificando tu pago...')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Confirmación de pago · Sosiego'))
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeInTheDocument()
    expect(screen.getByText(/Tu plan Mini ya está activo/)).toBeInTheDocument()
    expect(await screen.findByText(paid)).toBeInTheDocument()
    expect(mock.callsTo(verifyKey).map((call) => call.body)).toEqual([
      { sessionId: 'lcs_123', themeId1: themeA, themeId2: themeB },
    ])
    expect(sessionStorage.getItem('miniSelectedThemes')).toBeNull()
    await waitFor(() =>
      expect(mock.callsTo('GET /api/users/validate-token').length).toBeGreaterThanOrEqual(2),
    )
    expect(screen.getByRole('link', { name: 'Ver mi suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    )

    expect(view.router.state.location.pathname).toBe('/payment-success')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel/meditaciones'), {
      // The 3-second countdown, with room for a busy machine.
      timeout: 10_000,
    })
    // …and stays there: the guard lets the new subscriber in (the page's frame comes first, then the
    // page, each with the heading).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Meditaciones' })).toBeInTheDocument(),
    )
    expect(view.router.state.location.pathname).toBe('/panel/meditaciones')
  })

  it('is the same page at /paymentSuccess, without themes when none were chosen', async () => {
    const mock = api()
    renderRoutes(routes, '/paymentSuccess?session_id=lcs_456')

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeInTheDocument()
    expect(mock.callsTo(verifyKey).map((call) => call.body)).toEqual([{ sessionId: 'lcs_456' }])
  })

  it('says when a plan bought during the trial starts, in TIME_ZONE (issue 32)', async () => {
    const meta = document.createElement('meta')
    meta.name = 'sosiego-time-zone'
    meta.content = 'Europe/Madrid'
    document.head.append(meta)
    const pending = {
      ...miniSubscription,
      status: 'pending' as const,
      plan: { ...miniSubscription.plan, slug: 'full', name: 'Full' },
      // 23:30 UTC is the next day in Madrid.
      startDate: '2026-12-12T23:30:00.000Z',
      endDate: '2026-12-12T23:30:00.000Z',
    }
    api(() => jsonResponse({ success: true, message: paid, data: { subscription: pending } }))
    renderRoutes(routes, '/payment-success?session_id=cs_test_1')
    expect(await screen.findByRole('heading', { name: '¡Suscripción confirmada!' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Tu plan Full empieza el 13 de diciembre de 2026, cuando termina tu prueba; ese día será el primer cobro. Hasta entonces sigues con tu prueba gratuita.',
      ),
    ).toBeInTheDocument()
    meta.remove()
  })

  it('says the payment session id is missing without asking the server', async () => {
    const mock = api()
    renderRoutes(routes, '/payment-success')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu pago' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('No se encontró el ID de sesión de pago.')
    // The toast says it too.
    await waitFor(() =>
      expect(screen.getAllByText('No se encontró el ID de sesión de pago.')).toHaveLength(2),
    )
    expect(mock.callsTo(verifyKey)).toHaveLength(0)
  })

  it("shows the server's refusal (not paid, failed) and stays", async () => {
    const failed = 'La verificación del pago falló. Por favor contacta al soporte.'
    sessionStorage.setItem('miniSelectedThemes', JSON.stringify([themeA, themeB]))
    api(() => refused(failed, 'payments.verifyFailed'))
    const view = renderRoutes(routes, '/payment-success?session_id=lcs_789')

    expect(await screen.findByRole('alert')).toHaveTextContent(failed)
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    // The choice stays for another try.
    expect(sessionStorage.getItem('miniSelectedThemes')).not.toBeNull()
    expect(view.router.state.location.pathname).toBe('/payment-success')
  })

  it('falls back to the spec text when the server cannot be reached', async () => {
    api(() => {
      throw new TypeError('network down')
    })
    renderRoutes(routes, '/payment-success?session_id=lcs_000')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al verificar la sesión de pago')
  })

  it('asks again without the themes when the stored choice is no longer valid', async () => {
    sessionStorage.setItem('miniSelectedThemes', JSON.stringify([themeA, themeB]))
    const mock = api(({ body }) =>
      (body as { themeId1?: string }).themeId1
        ? refused('Los temas elegidos no son válidos.', 'payments.themesInvalid', 400)
        : verified(),
    )
    renderRoutes(routes, '/payment-success?session_id=lcs_321')

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeInTheDocument()
    expect(mock.callsTo(verifyKey).map((call) => call.body)).toEqual([
      { sessionId: 'lcs_321', themeId1: themeA, themeId2: themeB },
      { sessionId: 'lcs_321' },
    ])
  })
})
