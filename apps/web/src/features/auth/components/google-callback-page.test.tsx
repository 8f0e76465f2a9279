import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const callbackKey = 'POST /api/login-auth/google/callback'
const signedIn = (user = makeSessionUser()) => ({
  ...sessionOf(user),
  [callbackKey]: () => jsonResponse({ success: true, message: 'ok', data: { user } }),
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

async function expectBackToLoginAfter3s(view: ReturnType<typeof renderRoutes>) {
  expect(view.router.state.location.pathname).toBe('/login/google/callback')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3100)
  })
  await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
}

describe('/login/google/callback', () => {
  it('authenticates with the code and state, then opens the panel', async () => {
    const api = mockApi(signedIn())
    const view = renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    expect(await screen.findByRole('heading', { name: 'Autenticando con Google...' })).toBeInTheDocument()

    expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/panel')
    expect(api.callsTo(callbackKey)).toEqual([
      { method: 'POST', path: '/api/login-auth/google/callback', body: { code: 'abc', state: 'xyz' } },
    ])
    expect(authStore.getState().isAuthenticated).toBe(true)
  })

  it('resumes a pending checkout', async () => {
    localStorage.setItem('loginRedirect', '/checkout/full')
    mockApi(signedIn())
    const view = renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('sends staff to /', async () => {
    mockApi(signedIn(makeSessionUser({ role: 'admin' })))
    const view = renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    await vi.waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true))
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
  })

  it('sends an unverified account to verify its e-mail', async () => {
    mockApi(signedIn(makeSessionUser({ isVerified: false })))
    const view = renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/email-verification'))
  })

  it('says the sign-in was cancelled, then returns to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockApi()
    const view = renderRoutes(routes, '/login/google/callback?error=access_denied')
    expect(
      await screen.findByRole('heading', { name: 'Autenticación cancelada por el usuario' }),
    ).toBeInTheDocument()
    expect(api.callsTo(callbackKey)).toHaveLength(0)
    await expectBackToLoginAfter3s(view)
  })

  it('says when the code is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    mockApi()
    const view = renderRoutes(routes, '/login/google/callback?state=xyz')
    expect(
      await screen.findByRole('heading', { name: 'Código de autorización no encontrado' }),
    ).toBeInTheDocument()
    await expectBackToLoginAfter3s(view)
  })

  it('tells an inactive account to contact the administrator', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    mockApi({
      [callbackKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Por favor contacta al administrador para obtener ayuda.',
            code: 'auth.inactive',
          },
          403,
        ),
    })
    const view = renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    expect(
      await screen.findByRole('heading', { name: 'Por favor contacta al administrador para obtener ayuda.' }),
    ).toBeInTheDocument()
    await expectBackToLoginAfter3s(view)
  })

  it('shows a failed authentication', async () => {
    mockApi({
      [callbackKey]: () => jsonResponse({ success: false, message: 'Error en la autenticación' }, 400),
    })
    renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    expect(await screen.findByRole('heading', { name: 'Error en la autenticación' })).toBeInTheDocument()
  })

  it('shows a failed process when the server cannot be reached', async () => {
    mockApi({
      [callbackKey]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderRoutes(routes, '/login/google/callback?code=abc&state=xyz')
    expect(
      await screen.findByRole('heading', { name: 'Error en el proceso de autenticación' }),
    ).toBeInTheDocument()
  })
})

describe('/login/token/callback', () => {
  it('checks the session once and applies the login redirect rules', async () => {
    localStorage.setItem('loginRedirect', '/checkout/full')
    const api = mockApi(sessionOf(makeSessionUser()))
    const view = renderRoutes(routes, '/login/token/callback')
    expect(await screen.findByRole('heading', { name: 'Comprobando tu sesión...' })).toBeInTheDocument()
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
    expect(api.callsTo('GET /api/users/validate-token')).toHaveLength(1)
  })

  it('sends a visitor without a session to /login', async () => {
    mockApi()
    const view = renderRoutes(routes, '/login/token/callback')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  })
})
