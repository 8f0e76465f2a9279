import { sessionHintCookie } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

// /renovacion/cancelar?token=…, the renewal notice's one-click link (issue 32): public, it works
// signed out, shows the plan and its renewal date on opening and cancels only on the button.
const link = {
  planName: 'Full anual',
  // 31 Oct 2027 23:30 UTC is already 1 Nov in Madrid: the date is the service's, not UTC's.
  renewsOn: '2027-10-31T23:30:00.000Z',
  amount: 199.9,
  currency: 'EUR',
  cancelAtPeriodEnd: false,
  pastDue: false,
  timeZone: 'Europe/Madrid',
}
const getKey = 'GET /api/payments/renewal-link'
const cancelKey = 'POST /api/payments/renewal-link/cancel'
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

function signedOut() {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
  document.cookie = `${sessionHintCookie}=; path=/; max-age=0`
}

afterEach(() => vi.unstubAllGlobals())

describe('/renovacion/cancelar', () => {
  it('shows the plan and its renewal date signed out, and cancels only when the button is pressed', async () => {
    signedOut()
    const api = mockApi({
      [getKey]: () => jsonResponse({ success: true, message: 'ok', data: link }),
      [cancelKey]: () =>
        jsonResponse({ success: true, message: 'ok', data: { ...link, cancelAtPeriodEnd: true } }),
    })
    const view = renderRoutes(routes, '/renovacion/cancelar?token=abc.def')
    const shown = await screen.findByText(/se renovará el/)
    expect(plain(shown.textContent)).toBe(
      'Tu plan Full anual se renovará el 1 de noviembre de 2027 por 199,90 €.',
    )
    expect(api.callsTo(cancelKey)).toHaveLength(0)
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toContain('/api/payments/renewal-link?token=abc.def')
    await waitFor(() => expect(view.router.state.location.search).toBe(''))
    await view.user.click(screen.getByRole('button', { name: 'Cancelar renovación' }))
    expect(
      await screen.findByText(
        'Tu plan Full anual no se renovará: podrás usarlo hasta el 1 de noviembre de 2027.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo(cancelKey)).toHaveLength(1)
    // '¿Por qué cancelas?' left unanswered: the cancellation goes without a body (issue 33).
    expect(api.callsTo(cancelKey)[0]?.body).toBeUndefined()
    expect(screen.getByRole('link', { name: 'Ir a Mi Suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    )
  })

  it('says a declined renewal is being retried, and that cancelling stops the retries (issue 32)', async () => {
    signedOut()
    const retrying = { ...link, renewsOn: '2026-11-28T10:00:00.000Z', pastDue: true }
    mockApi({
      [getKey]: () => jsonResponse({ success: true, message: 'ok', data: retrying }),
      [cancelKey]: () =>
        jsonResponse({ success: true, message: 'ok', data: { ...retrying, cancelAtPeriodEnd: true } }),
    })
    const view = renderRoutes(routes, '/renovacion/cancelar?token=abc.def')
    const shown = await screen.findByText(/No pudimos cobrar/)
    expect(plain(shown.textContent)).toBe(
      'No pudimos cobrar la renovación de tu plan Full anual (199,90 €) y volveremos a intentarlo en los próximos días.',
    )
    expect(screen.queryByText(/se renovará el/)).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Cancelar renovación' }))
    expect(
      await screen.findByText('Tu plan Full anual no se renovará: no volveremos a intentar el cobro.'),
    ).toBeInTheDocument()
  })

  it("sends the optional '¿Por qué cancelas?' answer with the same button", async () => {
    signedOut()
    const api = mockApi({
      [getKey]: () => jsonResponse({ success: true, message: 'ok', data: link }),
      [cancelKey]: () =>
        jsonResponse({ success: true, message: 'ok', data: { ...link, cancelAtPeriodEnd: true } }),
    })
    const view = renderRoutes(routes, '/renovacion/cancelar?token=abc.def')
    const question = await screen.findByRole('group', { name: '¿Por qué cancelas?' })
    await view.user.click(within(question).getByRole('radio', { name: 'Es demasiado caro' }))
    await view.user.click(screen.getByRole('button', { name: 'Cancelar renovación' }))
    await waitFor(() => expect(api.callsTo(cancelKey)).toHaveLength(1))
    expect(api.callsTo(cancelKey)[0]?.body).toEqual({ reason: 'too-expensive' })
  })

  it('says a refused link is not valid, in Spanish', async () => {
    signedOut()
    mockApi({
      [getKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Este enlace para cancelar la renovación no es válido.',
            code: 'payments.renewalLinkInvalid',
          },
          404,
        ),
    })
    renderRoutes(routes, '/renovacion/cancelar?token=forged')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace no es válido o el plan ya no se renueva.',
    )
    expect(screen.queryByRole('button', { name: 'Cancelar renovación' })).not.toBeInTheDocument()
  })
})
