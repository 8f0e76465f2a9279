import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const unverified = makeSessionUser({ isVerified: false, email: 'ana@example.com' })
const resendKey = 'POST /api/users/resend-verification'

afterEach(() => vi.unstubAllGlobals())

describe('/email-verification', () => {
  it('keeps an unverified user here wherever they go', async () => {
    mockApi(sessionOf(unverified))
    const view = renderRoutes(routes, '/panel/configuracion')
    expect(await screen.findByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/email-verification')
    await waitFor(() => expect(document.title).toBe('Verifica tu correo · Sosiego'))
  })

  it("resends the signed-in user's verification e-mail", async () => {
    const api = mockApi({
      ...sessionOf(unverified),
      [resendKey]: () =>
        jsonResponse({ success: true, message: 'Correo de verificación reenviado con éxito!' }),
    })
    const view = renderRoutes(routes, '/email-verification')
    expect(
      await screen.findByText(/Te enviamos un enlace de verificación a ana@example.com/),
    ).toBeInTheDocument()

    await view.user.click(screen.getByRole('button', { name: 'Reenviar correo' }))

    expect(await screen.findByText('Correo de verificación reenviado con éxito!')).toBeInTheDocument()
    expect(api.callsTo(resendKey)[0]?.body).toEqual({ email: 'ana@example.com' })
  })

  it("shows the server's refusal (rate limit)", async () => {
    mockApi({
      ...sessionOf(unverified),
      [resendKey]: () =>
        jsonResponse(
          { success: false, message: 'Ya te enviamos un correo hace poco.', code: 'auth.rateLimitedEmail' },
          429,
        ),
    })
    const view = renderRoutes(routes, '/email-verification')
    await view.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }))
    expect(await screen.findByText('Ya te enviamos un correo hace poco.')).toBeInTheDocument()
  })

  it('asks to try again when the request could not be sent', async () => {
    mockApi({
      ...sessionOf(unverified),
      [resendKey]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const view = renderRoutes(routes, '/email-verification')
    await view.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }))
    expect(
      await screen.findByText(
        'No se pudo reenviar el correo de verificación. Por favor, inténtelo de nuevo.',
      ),
    ).toBeInTheDocument()
  })

  it('falls back to its own message when the server gives none', async () => {
    mockApi({
      ...sessionOf(unverified),
      [resendKey]: () => new Response('Bad gateway', { status: 502 }),
    })
    const view = renderRoutes(routes, '/email-verification')
    await view.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }))
    expect(await screen.findByText('Error al reenviar el correo de verificación')).toBeInTheDocument()
  })

  it('resends the set-password e-mail of a Google account waiting here signed out', async () => {
    localStorage.setItem('passwordSetupEmail', 'ana@example.com')
    const api = mockApi({
      'POST /api/users/reset-password-email': () => jsonResponse({ success: true, message: 'ok' }),
    })
    const view = renderRoutes(routes, '/email-verification')
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument()
    expect(screen.getByText(/a ana@example.com para establecer tu contraseña/)).toBeInTheDocument()

    await view.user.click(screen.getByRole('button', { name: 'Reenviar correo' }))

    expect(
      await screen.findByText('Se ha enviado un correo con las instrucciones para establecer tu contraseña'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/users/reset-password-email')[0]?.body).toEqual({ email: 'ana@example.com' })
  })

  it('cannot resend without knowing the address', async () => {
    const api = mockApi()
    const view = renderRoutes(routes, '/email-verification')
    await view.user.click(await screen.findByRole('button', { name: 'Reenviar correo' }))
    expect(
      await screen.findByText(
        'No se pudo obtener tu dirección de correo. Por favor, inicia sesión nuevamente.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo(resendKey)).toHaveLength(0)
  })

  it('moves a verified user on: post-verification redirect, login redirect, else the panel', async () => {
    localStorage.setItem('loginRedirect', '/checkout/full')
    mockApi(sessionOf(makeSessionUser()))
    const view = renderRoutes(routes, '/email-verification')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('sends a verified user to the panel when nothing is stored', async () => {
    mockApi(sessionOf(makeSessionUser()))
    const view = renderRoutes(routes, '/email-verification')
    expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/panel')
  })

  it('lets an unverified user sign out to use another account', async () => {
    const api = mockApi({
      ...sessionOf(unverified),
      'POST /api/users/logout': () => jsonResponse({ success: true, message: 'ok' }),
    })
    const view = renderRoutes(routes, '/email-verification')
    await view.user.click(await screen.findByRole('button', { name: 'Usar otra cuenta' }))
    await vi.waitFor(() => expect(api.callsTo('POST /api/users/logout')).toHaveLength(1))
    expect(view.router.state.location.pathname).toBe('/')
  })
})
