import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { checkSession } from '../session.ts'
import { RequireActiveSubscription } from './guards.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('panel guard', () => {
  it('asks an anonymous visitor to sign in at once, and comes back to the page afterwards', async () => {
    mockApi({
      'POST /api/users/login': () =>
        jsonResponse({ success: true, message: 'ok', data: { user: makeSessionUser() } }),
    })
    const view = renderRoutes(routes, '/panel/configuracion?tab=1')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('loginRedirect')).toBe('/panel/configuracion?tab=1')
    expect(await screen.findByRole('status')).toHaveTextContent('Inicia sesión para continuar')

    await view.user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com')
    await view.user.type(screen.getByLabelText('Contraseña'), 'Secreta!1')
    await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    await vi.waitFor(() =>
      expect(view.router.state.location.pathname + view.router.state.location.search).toBe(
        '/panel/configuracion?tab=1',
      ),
    )
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it.each(['visitor', 'subscriber', 'tester', 'creator', 'therapist'] as const)(
    'admits a %s',
    async (role) => {
      mockApi(sessionOf(makeSessionUser({ role })))
      renderRoutes(routes, '/panel')
      expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeInTheDocument()
      await waitFor(() => expect(document.title).toBe('Panel · Sosiego'))
    },
  )

  it.each(['admin', 'crmUser'] as const)('sends %s to the back office', async (role) => {
    mockApi(sessionOf(makeSessionUser({ role })))
    const view = renderRoutes(routes, '/panel')
    expect(await screen.findByRole('heading', { name: 'Panel de Control' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/admin')
  })

  it('sends an unverified member to verify the e-mail', async () => {
    mockApi(sessionOf(makeSessionUser({ isVerified: false })))
    const view = renderRoutes(routes, '/panel')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/email-verification'))
  })

  it('does not remember the panel when the member signs out from it', async () => {
    const api = mockApi({
      ...sessionOf(makeSessionUser()),
      'POST /api/users/logout': () => jsonResponse({ success: true, message: 'ok' }),
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await screen.findByRole('heading', { name: 'Configuración' })

    // The desktop sidebar's button (the drawer's is inside a closed dialog).
    await view.user.click(screen.getAllByRole('button', { name: 'Cerrar Sesión' })[0] as HTMLElement)

    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
    // The logout call follows the device's clean-up (a chunk loaded on demand, decision 082): waited for.
    await vi.waitFor(() => expect(api.callsTo('POST /api/users/logout')).toHaveLength(1))
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('shows Meditaciones in the sidebar only with an active subscription', async () => {
    mockApi(sessionOf(makeSessionUser({ activeSubscription: activeSubscription() })))
    renderRoutes(routes, '/panel')
    expect(await screen.findByRole('link', { name: 'Meditaciones' })).toHaveAttribute(
      'href',
      '/panel/meditaciones',
    )
  })

  it('opens the panel on what its frame drew, adding the member and the page', async () => {
    let answer: (response: Response) => void = () => {}
    const member = makeSessionUser({ activeSubscription: activeSubscription() })
    mockApi({
      ...sessionOf(member),
      'GET /api/users/validate-token': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    renderRoutes(routes, '/panel/progreso')
    const frame = await screen.findByRole('main')
    const menu = screen.getByRole('navigation', { name: 'Menú del panel' })
    expect(frame).toHaveAttribute('aria-busy', 'true')

    answer(jsonResponse({ isValid: true, message: 'ok', user: member }))
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument()
    // The same elements, not the area drawn again (issue 28).
    expect(screen.getByRole('main')).toBe(frame)
    expect(screen.getByRole('navigation', { name: 'Menú del panel' })).toBe(menu)
    expect(frame).not.toHaveAttribute('aria-busy')
  })

  it('leaves an unknown panel section to the not-found page', async () => {
    mockApi(sessionOf(makeSessionUser()))
    renderRoutes(routes, '/panel/no-existe')
    expect(await screen.findByText('La página que buscas no existe o fue movida.')).toBeInTheDocument()
  })
})

describe('admin guard', () => {
  it.each(['admin', 'crmUser'] as const)('admits %s, with a welcome and the date', async (role) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'))
    mockApi(sessionOf(makeSessionUser({ role, name: 'Ana' })))
    renderRoutes(routes, '/admin')
    // The heading is the frame's too (issue 28): the greeting is what only an admitted session shows.
    expect(await screen.findByText('Hola, Ana. Hoy es lunes, 2 de marzo de 2026.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de Control' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Panel de Control · Sosiego'))
    vi.useRealTimers()
  })

  it.each(['visitor', 'subscriber', 'tester'] as const)('sends %s to /', async (role) => {
    mockApi(sessionOf(makeSessionUser({ role })))
    const view = renderRoutes(routes, '/admin')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('remembers the path of an anonymous visitor and asks for a sign-in', async () => {
    mockApi()
    const view = renderRoutes(routes, '/admin')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('loginRedirect')).toBe('/admin')
  })
})

describe('active-subscription guard', () => {
  const guarded = [
    {
      path: '/',
      children: [
        {
          path: 'escuchar',
          element: (
            <RequireActiveSubscription>{(user) => <h1>Audios de {user.name}</h1>}</RequireActiveSubscription>
          ),
        },
        { path: '404', element: <h1>No encontrada</h1> },
      ],
    },
  ]

  it('admits an active subscription', async () => {
    mockApi(sessionOf(makeSessionUser({ activeSubscription: activeSubscription() })))
    await checkSession()
    renderRoutes(guarded, '/escuchar')
    expect(await screen.findByRole('heading', { name: 'Audios de Lucía' })).toBeInTheDocument()
  })

  it('sends anyone else to /404', async () => {
    mockApi(
      sessionOf(makeSessionUser({ activeSubscription: { ...activeSubscription(), status: 'expired' } })),
    )
    await checkSession()
    const view = renderRoutes(guarded, '/escuchar')
    expect(await screen.findByRole('heading', { name: 'No encontrada' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/404')
  })
})
