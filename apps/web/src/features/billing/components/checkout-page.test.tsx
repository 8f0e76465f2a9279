import { emptyBillingDetails } from '@sosiego/shared'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makePlan, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const full = makePlan({ slug: 'full', name: 'Full' })
const mini = makePlan({ slug: 'mini', name: 'Mini' })
const trial = makePlan({
  slug: 'prueba-gratuita',
  name: 'Prueba gratuita',
  price: 0,
  isTestSubscrionPlan: true,
})
const plans = [full, mini, trial]
const themeA = '00000000-0000-4000-8000-00000000a001'
const themeB = '00000000-0000-4000-8000-00000000a002'
const checkoutUrl = 'http://127.0.0.1/api/payments/local-checkout/abc'
const createKey = 'POST /api/payments/create-checkout-session'

function planBySlug() {
  return Object.fromEntries(
    plans.map((plan) => [
      `GET /api/plans/name/${plan.slug}`,
      () => jsonResponse({ success: true, message: 'Plan obtenido correctamente.', data: plan }),
    ]),
  )
}
const created = (url = checkoutUrl, activated = false) =>
  jsonResponse({
    success: true,
    message: activated ? 'Plan activado correctamente.' : 'Sesión de pago creada.',
    url,
    data: { url, sessionId: activated ? null : 'abc', activated },
  })

const requestText =
  'Pido que el servicio empiece ahora y acepto que, si desisto en los 14 días, pagaré la parte ya disfrutada.'

/**
 * Issue 27: the paid plan's express request, unticked, then (issue 32) 'Suscribirme y pagar' on the
 * order summary.
 */
async function requestAndPay(view: ReturnType<typeof renderRoutes>, name: string | RegExp = requestText) {
  const request = await screen.findByRole('checkbox', { name })
  expect(request).not.toBeChecked()
  const pay = screen.getByRole('button', { name: 'Suscribirme y pagar' })
  expect(pay).toBeDisabled()
  await view.user.click(request)
  expect(pay).toBeEnabled()
  await view.user.click(pay)
}

function api(user = makeSessionUser(), more = {}) {
  return mockApi({ ...sessionOf(user), ...planBySlug(), [createKey]: () => created(), ...more })
}

/** The order summary's value for a term ('Precio' → '9,99 US$ / mes'), no-break spaces made plain. */
function summaryValue(term: string) {
  const dt = screen.getAllByRole('term').find((node) => node.textContent === term)
  return dt?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')
}

/** The page's configuration metas, as the server writes them (issue 32). */
function pageSettings(settings: Record<string, string>) {
  for (const [name, content] of Object.entries(settings)) {
    const meta = document.createElement('meta')
    meta.name = `sosiego-${name}`
    meta.content = content
    document.head.append(meta)
  }
}

/** The browser leaving for the provider (location.replace). */
let leave: Mock<(url: string | URL) => void>
beforeEach(() => {
  leave = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'replace').mockImplementation(leave)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  sessionStorage.clear()
  for (const meta of document.head.querySelectorAll('meta[name^="sosiego-"]')) meta.remove()
})

describe('/checkout/{planSlug}', () => {
  it("says 'Procesando tu solicitud...', makes a session for the plan and leaves for the provider", async () => {
    let answer: (response: Response) => void = () => {}
    const mock = api(makeSessionUser(), {
      [createKey]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    const view = renderRoutes(routes, '/checkout/full')

    expect(await screen.findByText('Procesando tu solicitud...')).toHaveAttribute('role', 'status')
    await waitFor(() => expect(document.title).toBe('Pago · Sosiego'))
    expect(await screen.findByRole('heading', { name: 'Resumen de tu pedido' })).toBeInTheDocument()
    expect(summaryValue('Plan')).toBe('Full')
    expect(summaryValue('Precio')).toBe('9,99 US$ / mes')
    expect(mock.callsTo(createKey)).toHaveLength(0)
    await requestAndPay(view)
    expect(await screen.findByText('Procesando tu solicitud...')).toHaveAttribute('role', 'status')
    await waitFor(() => expect(mock.callsTo(createKey)).toHaveLength(1))
    answer(created())

    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
    expect(mock.callsTo(createKey)[0]?.body).toEqual({ planId: full._id, immediateStart: true })
    expect(mock.callsTo('GET /api/plans/name/full')).toHaveLength(1)
  })

  it('sends the two mini themes chosen after the test', async () => {
    sessionStorage.setItem('miniSelectedThemes', JSON.stringify([themeA, themeB]))
    const mock = api()
    const view = renderRoutes(routes, '/checkout/mini')
    await requestAndPay(view)

    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
    expect(mock.callsTo(createKey)[0]?.body).toEqual({
      planId: mini._id,
      themeId1: themeA,
      themeId2: themeB,
      immediateStart: true,
    })
  })

  it('sends a mini buyer without the two themes to choose them after the test first', async () => {
    const mock = api()
    const view = renderRoutes(routes, '/checkout/mini')

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel/mis-tests'))
    expect(view.router.state.location.search).toBe('?miniFlow=1')
    expect(mock.callsTo(createKey)).toHaveLength(0)
  })

  it('sends the holder of an active paid plan home, but lets a mini holder buy full', async () => {
    const mock = api(makeSessionUser({ activeSubscription: activeSubscription({ slug: 'full' }) }))
    const view = renderRoutes(routes, '/checkout/mini')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('Ya tienes un plan activo.')).toBeInTheDocument()
    expect(mock.callsTo(createKey)).toHaveLength(0)
    view.unmount()
    authStore.reset()

    const upgrade = api(
      makeSessionUser({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }),
    )
    await requestAndPay(renderRoutes(routes, '/checkout/full'))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
    expect(upgrade.callsTo(createKey)[0]?.body).toEqual({ planId: full._id, immediateStart: true })
  })

  it('does not hold back a member on the trial', async () => {
    api(
      makeSessionUser({
        activeSubscription: activeSubscription({ slug: 'prueba-gratuita', isTestSubscrionPlan: true }),
      }),
    )
    await requestAndPay(renderRoutes(routes, '/checkout/full'))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
  })

  describe('the order summary (issue 32)', () => {
    const monthly = makePlan({
      slug: 'full-mensual',
      name: 'Full',
      price: 19.99,
      currency: 'EUR',
      renews: true,
    })
    const yearly = makePlan({
      slug: 'full-anual',
      name: 'Full anual',
      price: 199.9,
      currency: 'EUR',
      durationDays: 365,
      renews: true,
    })
    const withPlans = (user = makeSessionUser(), more = {}) =>
      api(user, {
        ...Object.fromEntries(
          [monthly, yearly].map((plan) => [
            `GET /api/plans/name/${plan.slug}`,
            () => jsonResponse({ success: true, message: 'ok', data: plan }),
          ]),
        ),
        ...more,
      })
    // 23:30 UTC is already the next day in Madrid: the dates must follow TIME_ZONE, never UTC.
    const today = new Date('2026-11-28T23:30:00Z')
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(today)
      pageSettings({ 'prices-include-tax': 'true', 'time-zone': 'Europe/Madrid' })
    })

    it('shows the price with tax and its period, the first charge, the renewal and the withdrawal right', async () => {
      withPlans()
      renderRoutes(routes, '/checkout/full-mensual')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      expect(summaryValue('Precio')).toBe('19,99 € / mes · IVA incluido')
      expect(summaryValue('Primer cobro')).toBe('Hoy, 29 de noviembre de 2026')
      expect(summaryValue('Renovación')).toBe(
        'Se renueva automáticamente cada mes por 19,99 € hasta que canceles la renovación.',
      )
      expect(
        screen.getByText(
          /^Tienes 14 días para desistir del contrato desde Mi Suscripción\. Como el plan empieza ahora/,
        ),
      ).toHaveTextContent('cada día empezado cuenta como disfrutado')
      expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    })

    it("reads '/ año' for a yearly plan; prices before tax show price + IVA = the total charged (issue 32)", async () => {
      for (const meta of document.head.querySelectorAll('meta[name="sosiego-prices-include-tax"]'))
        meta.remove()
      pageSettings({ 'prices-include-tax': 'false', 'tax-rate': '21' })
      withPlans(makeSessionUser(), {
        'GET /api/payments/billing-details': () =>
          jsonResponse({ success: true, message: 'ok', data: emptyBillingDetails }),
      })
      renderRoutes(routes, '/checkout/full-anual')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      await waitFor(() =>
        expect(summaryValue('Precio')).toBe('199,90 € + 41,98 € de IVA (21 %) = 241,88 € / año'),
      )
      expect(summaryValue('Renovación')).toBe(
        'Se renueva automáticamente cada año por 241,88 € hasta que canceles la renovación.',
      )
    })

    it('prices before tax, billing details in Canarias: the price alone, without IVA', async () => {
      for (const meta of document.head.querySelectorAll('meta[name="sosiego-prices-include-tax"]'))
        meta.remove()
      pageSettings({ 'prices-include-tax': 'false', 'tax-rate': '21' })
      withPlans(makeSessionUser(), {
        'GET /api/payments/billing-details': () =>
          jsonResponse({
            success: true,
            message: 'ok',
            data: { ...emptyBillingDetails, address: 'Calle Mayor 3', postalCode: '35001' },
          }),
      })
      renderRoutes(routes, '/checkout/full-mensual')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      await waitFor(() =>
        expect(summaryValue('Precio')).toBe('19,99 € / mes · Sin IVA (destinatario en Canarias)'),
      )
    })

    it('says a one-off plan does not renew, and when it ends', async () => {
      withPlans()
      renderRoutes(routes, '/checkout/full')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      expect(summaryValue('Renovación')).toBe(
        'Pago único: no se renueva. Tu plan termina el 29 de diciembre de 2026.',
      )
    })

    const onTrial = (endDate: string) =>
      makeSessionUser({
        activeSubscription: {
          ...activeSubscription({ slug: 'prueba-gratuita', isTestSubscrionPlan: true }),
          endDate,
        },
      })

    it('keeps the trial by default: the first charge at its end, free to withdraw before it', async () => {
      const mock = withPlans(onTrial('2026-12-12T23:30:00Z'))
      const view = renderRoutes(routes, '/checkout/full-mensual')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      const keep = screen.getByRole('radio', { name: 'Mantener mi prueba' })
      expect(keep).toBeChecked()
      expect(keep).toHaveAccessibleDescription(
        'Tu prueba sigue hasta el 13 dic; el primer cobro será ese día.',
      )
      expect(summaryValue('Primer cobro')).toBe('13 de diciembre de 2026')
      expect(screen.getByText(/^Tienes 14 días para desistir/)).toHaveTextContent(
        'Antes del primer cobro, el 13 de diciembre de 2026, desistir no te cuesta nada',
      )
      await requestAndPay(view, /^Pido que el plan empiece al terminar mi prueba, el 13 de diciembre de 2026/)
      await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
      expect(mock.callsTo(createKey)[0]?.body).toEqual({ planId: monthly._id, keepTrial: true })
    })

    it('lets the member start now instead, asking the request again, as today', async () => {
      const mock = withPlans(onTrial('2026-12-12T23:30:00Z'))
      const view = renderRoutes(routes, '/checkout/full-mensual')
      await view.user.click(await screen.findByRole('checkbox', { name: /^Pido que el plan empiece/ }))
      await view.user.click(screen.getByRole('radio', { name: 'Empezar el plan ahora' }))
      expect(summaryValue('Primer cobro')).toBe('Hoy, 29 de noviembre de 2026')
      await requestAndPay(view)
      await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
      expect(mock.callsTo(createKey)[0]?.body).toEqual({ planId: monthly._id, immediateStart: true })
    })

    it('offers no choice when the trial ends within 48 hours', async () => {
      withPlans(onTrial('2026-11-30T20:00:00Z'))
      renderRoutes(routes, '/checkout/full-mensual')
      await screen.findByRole('heading', { name: 'Resumen de tu pedido' })
      expect(screen.queryByRole('radio')).not.toBeInTheDocument()
      expect(summaryValue('Primer cobro')).toBe('Hoy, 29 de noviembre de 2026')
    })
  })

  it('sends a temporary account to /loginSetPassword, by its flag or by the server’s code', async () => {
    // That page sends signed-in people on to /: what matters here is that the checkout went there.
    const visits = (view: ReturnType<typeof renderRoutes>) => {
      const paths: string[] = []
      view.router.subscribe((state) => paths.push(state.location.pathname))
      return paths
    }
    localStorage.setItem('isTemporary', 'true')
    const flagged = api()
    const view = renderRoutes(routes, '/checkout/full')
    const flaggedVisits = visits(view)
    await waitFor(() => expect(flaggedVisits).toContain('/loginSetPassword'))
    expect(flagged.callsTo(createKey)).toHaveLength(0)
    view.unmount()
    authStore.reset()
    localStorage.removeItem('isTemporary')

    const refused = api(makeSessionUser(), {
      [createKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Establece tu contraseña antes de adquirir un plan.',
            code: 'payments.temporaryAccount',
          },
          403,
        ),
    })
    const second = renderRoutes(routes, '/checkout/full')
    const refusedVisits = visits(second)
    await requestAndPay(second)
    await waitFor(() => expect(refusedVisits).toContain('/loginSetPassword'))
    expect(refused.callsTo(createKey)).toHaveLength(1)
  })

  it("shows 'Error: {message}' with the server's words, and a way back to the plans", async () => {
    api(makeSessionUser(), {
      [createKey]: () =>
        jsonResponse(
          { success: false, message: 'Ya tienes un plan activo.', code: 'payments.activePlan' },
          409,
        ),
    })
    await requestAndPay(renderRoutes(routes, '/checkout/full'))

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Ya tienes un plan activo.')
    expect(screen.getByRole('link', { name: 'Volver a los planes' })).toHaveAttribute('href', '/')
    expect(leave).not.toHaveBeenCalled()
  })

  it('names an unknown plan, and the fallback when the server cannot be reached', async () => {
    api(makeSessionUser(), {
      'GET /api/plans/name/oro': () =>
        jsonResponse(
          { success: false, message: 'No se pudo encontrar el plan.', code: 'plans.notFound' },
          404,
        ),
    })
    const view = renderRoutes(routes, '/checkout/oro')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudo encontrar el plan.')
    view.unmount()
    authStore.reset()

    api(makeSessionUser(), {
      [createKey]: () => {
        throw new TypeError('network down')
      },
    })
    await requestAndPay(renderRoutes(routes, '/checkout/full'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudo iniciar el pago')
  })

  it('activates a free plan at once: a toast, the session revalidated, then the panel', async () => {
    const free = makePlan({ slug: 'regalo', name: 'Regalo', price: 0 })
    const mock = api(makeSessionUser(), {
      'GET /api/plans/name/regalo': () => jsonResponse({ success: true, message: 'ok', data: free }),
      [createKey]: () => created('http://127.0.0.1/panel', true),
    })
    const view = renderRoutes(routes, '/checkout/regalo')

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel'))
    expect(await screen.findByText('Plan activado correctamente.')).toBeInTheDocument()
    // Nothing paid, nothing to withdraw from: no request asked, none sent.
    expect(screen.queryByRole('checkbox', { name: requestText })).not.toBeInTheDocument()
    expect(mock.callsTo(createKey)[0]?.body).toEqual({ planId: free._id })
    expect(mock.callsTo('GET /api/users/validate-token').length).toBeGreaterThanOrEqual(2)
    expect(leave).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of a payment without the request', async () => {
    api(makeSessionUser(), {
      [createKey]: () =>
        jsonResponse(
          {
            success: false,
            message:
              'Para pagar, pide que el servicio empiece ahora y acepta que, si desistes en los 14 días, pagarás la parte ya disfrutada.',
            code: 'payments.immediateStartRequired',
          },
          400,
        ),
    })
    await requestAndPay(renderRoutes(routes, '/checkout/full'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Para pagar, pide que el servicio empiece ahora',
    )
    expect(leave).not.toHaveBeenCalled()
  })

  it('remembers the checkout for an anonymous visitor and asks them to sign in', async () => {
    const mock = mockApi({ ...planBySlug() })
    const view = renderRoutes(routes, '/checkout/full')

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('loginRedirect')).toBe('/checkout/full')
    expect(mock.callsTo(createKey)).toHaveLength(0)
  })
})
