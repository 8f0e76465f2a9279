import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const verifyKey = 'POST /api/users/verify'
const setPasswordKey = 'PUT /api/users/update-password-google'
const token = 'a'.repeat(43)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('/verify-email', () => {
  it('needs a token in the URL', async () => {
    const api = mockApi()
    renderRoutes(routes, '/verify-email')
    expect(await screen.findByRole('heading', { name: 'Verificación fallida' })).toBeInTheDocument()
    expect(screen.getByText('Verification token not found in URL.')).toBeInTheDocument()
    expect(api.callsTo(verifyKey)).toHaveLength(0)
  })

  it('verifies, then takes a signed-in member on after a 3-second countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let verified = false
    const api = mockApi({
      'GET /api/users/validate-token': () =>
        jsonResponse({ isValid: true, message: 'ok', user: makeSessionUser({ isVerified: verified }) }),
      [verifyKey]: () => {
        verified = true
        return jsonResponse({ success: true, message: '¡Correo verificado exitosamente!' })
      },
    })
    const view = renderRoutes(routes, `/verify-email?token=${token}`)

    expect(
      await screen.findByRole('heading', { name: '¡Correo verificado exitosamente!' }),
    ).toBeInTheDocument()
    expect(api.callsTo(verifyKey)).toEqual([{ method: 'POST', path: '/api/users/verify', body: { token } }])
    await vi.waitFor(() => expect(authStore.getState().user?.isVerified).toBe(true))
    expect(await screen.findByText('Serás redirigido en 3 s.')).toBeInTheDocument()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100)
    })
    expect(screen.getByText('Serás redirigido en 2 s.')).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/verify-email')

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/panel'))
  })

  it('follows the stored post-verification redirect first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    localStorage.setItem('postVerificationRedirect', '/checkout/full')
    localStorage.setItem('loginRedirect', '/contact')
    mockApi({
      ...sessionOf(makeSessionUser()),
      [verifyKey]: () => jsonResponse({ success: true, message: 'ok' }),
    })
    const view = renderRoutes(routes, `/verify-email?token=${token}`)
    await screen.findByRole('heading', { name: '¡Correo verificado exitosamente!' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100)
    })
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
    expect(localStorage.getItem('postVerificationRedirect')).toBeNull()
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('offers to sign in when the link was opened signed out', async () => {
    mockApi({ [verifyKey]: () => jsonResponse({ success: true, message: 'ok' }) })
    renderRoutes(routes, `/verify-email?token=${token}`)
    expect(
      await screen.findByRole('heading', { name: '¡Correo verificado exitosamente!' }),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
  })

  it('counts "already verified" as success', async () => {
    mockApi({
      [verifyKey]: () => jsonResponse({ success: false, message: 'El correo ya estaba verificado.' }, 400),
    })
    renderRoutes(routes, `/verify-email?token=${token}`)
    expect(
      await screen.findByRole('heading', { name: '¡Correo verificado exitosamente!' }),
    ).toBeInTheDocument()
  })

  it('shows the failure with the server message', async () => {
    mockApi({
      [verifyKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
            code: 'auth.tokenInvalid',
          },
          400,
        ),
    })
    renderRoutes(routes, `/verify-email?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Verificación fallida' })).toBeInTheDocument()
    expect(screen.getByText('El enlace no es válido o ha caducado. Solicita uno nuevo.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
  })

  it('offers a new link to a signed-in member whose link failed', async () => {
    mockApi({
      ...sessionOf(makeSessionUser({ isVerified: false })),
      [verifyKey]: () =>
        jsonResponse({ success: false, message: 'El enlace no es válido o ha caducado.' }, 400),
    })
    const view = renderRoutes(routes, `/verify-email?token=${token}`)
    await view.user.click(await screen.findByRole('link', { name: 'Solicitar un nuevo enlace' }))
    expect(await screen.findByRole('button', { name: 'Reenviar correo' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/email-verification')
  })

  it('shows the verifying state while it waits', async () => {
    mockApi({ [verifyKey]: () => new Promise<Response>(() => {}) })
    renderRoutes(routes, `/verify-email?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Verificando tu correo...' })).toBeInTheDocument()
  })

  describe('password setup (setup=true)', () => {
    it('sets the first password with the stored e-mail and the token, then goes to /login', async () => {
      localStorage.setItem('passwordSetupEmail', 'ana@example.com')
      const api = mockApi({
        [setPasswordKey]: () =>
          jsonResponse({
            success: true,
            message: 'Contraseña establecida correctamente. Ahora puedes iniciar sesión.',
          }),
      })
      const view = renderRoutes(routes, `/verify-email?token=${token}&setup=true`)

      expect(await screen.findByRole('heading', { name: 'Establecer Contraseña' })).toBeInTheDocument()
      await view.user.click(screen.getByRole('button', { name: 'Establecer Contraseña' }))
      expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument()

      // The same rules as registration: six letters are no longer enough.
      await view.user.type(screen.getByLabelText('Nueva Contraseña'), 'serena')
      await view.user.type(screen.getByLabelText('Confirmar Contraseña'), 'otra')
      await view.user.click(screen.getByRole('button', { name: 'Establecer Contraseña' }))
      expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument()
      expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
      expect(api.callsTo(setPasswordKey)).toHaveLength(0)

      await view.user.clear(screen.getByLabelText('Nueva Contraseña'))
      await view.user.type(screen.getByLabelText('Nueva Contraseña'), 'Serena2026!')
      await view.user.clear(screen.getByLabelText('Confirmar Contraseña'))
      await view.user.type(screen.getByLabelText('Confirmar Contraseña'), 'Serena2026!')
      await view.user.click(screen.getByRole('button', { name: 'Establecer Contraseña' }))

      expect(
        await screen.findByText(
          'Contraseña establecida correctamente. Ahora puedes iniciar sesión.',
          {},
          { timeout: 5000 },
        ),
      ).toBeInTheDocument()
      await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
      expect(api.callsTo(setPasswordKey)[0]?.body).toEqual({
        email: 'ana@example.com',
        newPassword: 'Serena2026!',
        token,
      })
      expect(api.callsTo(verifyKey)).toHaveLength(0)
      expect(localStorage.getItem('passwordSetupEmail')).toBeNull()
    }, 15_000)

    it("shows the server's refusal", async () => {
      localStorage.setItem('passwordSetupEmail', 'ana@example.com')
      mockApi({ [setPasswordKey]: () => new Response('', { status: 500 }) })
      const view = renderRoutes(routes, `/verify-email?token=${token}&setup=true`)
      await view.user.type(await screen.findByLabelText('Nueva Contraseña'), 'Serena2026!')
      await view.user.type(screen.getByLabelText('Confirmar Contraseña'), 'Serena2026!')
      await view.user.click(screen.getByRole('button', { name: 'Establecer Contraseña' }))
      expect(await screen.findByText('Error al establecer la contraseña')).toBeInTheDocument()
      expect(view.router.state.location.pathname).toBe('/verify-email')
    })

    it('goes to /login when the setup e-mail is not stored', async () => {
      const api = mockApi()
      const view = renderRoutes(routes, `/verify-email?token=${token}&setup=true`)
      expect(
        await screen.findByText('Email no encontrado. Por favor, intenta el proceso nuevamente.'),
      ).toBeInTheDocument()
      await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
      expect(api.callsTo(setPasswordKey)).toHaveLength(0)
    })
  })
})
