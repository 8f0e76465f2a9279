import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PanelLayout } from '../../../app/layouts/panel-layout.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const banner = 'No pudimos cobrar la renovación. Actualiza tu tarjeta'

function renderPanel(paymentPending: boolean, at = '/panel/mis-tests') {
  const member = makeSessionUser({ paymentPending, activeSubscription: activeSubscription() })
  return renderRoutes(
    [
      {
        path: '/panel',
        element: <PanelLayout user={member} onLogout={vi.fn()} />,
        children: [
          { path: 'mis-tests', element: <h1>Mi Test</h1> },
          { path: 'progreso', element: <h1>Mi progreso</h1> },
          { path: 'suscripcion', element: <h1>Mi Suscripción</h1> },
        ],
      },
    ],
    at,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Issue 32: a renewal declined and being retried is said above every panel page. */
describe('PaymentPendingBanner', () => {
  it('shows on every panel page while a payment is pending and opens the card portal', async () => {
    const api = mockApi({
      'POST /api/payments/billing-portal': () =>
        jsonResponse({ success: true, message: 'ok', data: { url: 'https://billing.stripe.test/p/1' } }),
    })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/', assign })
    const { user } = renderPanel(true)
    expect(screen.getByRole('alert')).toHaveTextContent(banner)
    await user.click(screen.getByRole('link', { name: 'Mi progreso' }))
    expect(await screen.findByRole('heading', { name: 'Mi progreso' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(banner)
    await user.click(screen.getByRole('button', { name: 'Actualizar tarjeta' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'))
    expect(api.callsTo('POST /api/payments/billing-portal')).toHaveLength(1)
  })

  it('is not there when nothing is pending', () => {
    mockApi()
    renderPanel(false)
    expect(screen.queryByText(banner)).not.toBeInTheDocument()
  })

  it('leads to Mi Suscripción when the provider has no card portal', async () => {
    mockApi({
      'POST /api/payments/billing-portal': () =>
        jsonResponse(
          {
            success: false,
            message: 'No se puede abrir el portal de pago.',
            code: 'payments.portalUnavailable',
          },
          409,
        ),
    })
    const { user } = renderPanel(true)
    await user.click(screen.getByRole('button', { name: 'Actualizar tarjeta' }))
    expect(await screen.findByRole('heading', { name: 'Mi Suscripción' })).toBeInTheDocument()
  })
})
