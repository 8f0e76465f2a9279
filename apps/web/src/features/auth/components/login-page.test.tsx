import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const loginKey = 'POST /api/users/login'
const signedInAs =
  (user = makeSessionUser()) =>
  () =>
    jsonResponse({ success: true, message: 'Sesión iniciada correctamente.', data: { user } })

async function fillLogin(
  view: ReturnType<typeof renderRoutes>,
  email = 'Lucia@Example.com ',
  password = 'Secreta!1',
) {
  await view.user.type(await screen.findByLabelText('Correo electrónico'), email)
  await view.user.type(screen.getByLabelText('Contraseña'), password)
  await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  for (const meta of document.head.querySelectorAll('meta[name="sosiego-google-sign-in"]')) meta.remove()
})

describe('/login', () => {
  it('shows the login form by default, titled, without Google unless enabled', async () => {
    mockApi()
    renderRoutes(routes, '/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Sosiego'))
    expect(screen.queryByRole('link', { name: 'Continuar con Google' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/login?mode=signup')
  })

  it('offers Google when the server enables it', async () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: 'sosiego-google-sign-in',
      content: 'enabled',
    })
    document.head.append(meta)
    mockApi()
    renderRoutes(routes, '/login?mode=login')
    expect(await screen.findByRole('link', { name: 'Continuar con Google' })).toHaveAttribute(
      'href',
      '/api/login-auth/google',
    )
  })

  it('draws the form while the session is checked, taking no input until the answer is in', async () => {
    let answer: (response: Response) => void = () => {}
    mockApi({ 'GET /api/users/validate-token': () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderRoutes(routes, '/login?mode=login')
    // The server's frame (issue 28): the same card, inert, so nothing typed before the app is lost.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })
    expect(heading.closest('[inert]')).toHaveAttribute('aria-busy', 'true')
    answer(jsonResponse({ isValid: false, message: 'Token is not valid', user: null }, 401))
    await waitFor(() => expect(heading.closest('[inert]')).toBeNull())
    expect(heading.closest('[aria-busy]')).toBeNull()
    expect(screen.getByLabelText('Correo electrónico')).toBeEnabled()
  })

  it.each(['login', 'otra-cosa', ''])('treats mode=%s as login', async (mode) => {
    mockApi()
    renderRoutes(routes, `/login?mode=${mode}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument()
  })

  it('says what is missing', async () => {
    const api = mockApi()
    const view = renderRoutes(routes, '/login')
    await view.user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }))
    expect(await screen.findByText('Por favor ingresa tu correo electrónico')).toBeInTheDocument()
    expect(screen.getByText('Por favor ingresa tu contraseña')).toBeInTheDocument()
    expect(api.callsTo(loginKey)).toHaveLength(0)
  })

  it('signs a member in, forgets the temporary flag and opens the panel', async () => {
    localStorage.setItem('isTemporary', 'true')
    const api = mockApi({ [loginKey]: signedInAs() })
    const view = renderRoutes(routes, '/login')

    await fillLogin(view)

    expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/panel')
    expect(api.callsTo(loginKey)[0]?.body).toEqual({ email: 'lucia@example.com', password: 'Secreta!1' })
    expect(localStorage.getItem('isTemporary')).toBeNull()
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, error: null })
  })

  it('resumes a pending checkout and forgets it', async () => {
    localStorage.setItem('loginRedirect', '/checkout/full')
    mockApi({ [loginKey]: signedInAs() })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })

  it('sends staff to / (not following a non-checkout redirect)', async () => {
    localStorage.setItem('loginRedirect', '/test')
    mockApi({ [loginKey]: signedInAs(makeSessionUser({ role: 'admin' })) })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('loginRedirect')).toBe('/test')
  })

  it('sends an unverified account to verify its e-mail', async () => {
    mockApi({ [loginKey]: signedInAs(makeSessionUser({ isVerified: false })) })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    expect(await screen.findByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/email-verification')
  })

  it("shows the server's message and stores it as the auth error", async () => {
    mockApi({
      [loginKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Correo electrónico o contraseña incorrectos.',
            code: 'auth.invalidCredentials',
          },
          401,
        ),
    })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    expect(await screen.findByText('Correo electrónico o contraseña incorrectos.')).toBeInTheDocument()
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: 'Correo electrónico o contraseña incorrectos.',
    })
    expect(view.router.state.location.pathname).toBe('/login')
  })

  it('tells an inactive account to contact the administrator', async () => {
    mockApi({
      [loginKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Por favor contacta al administrador para obtener ayuda.',
            code: 'auth.inactive',
          },
          403,
        ),
    })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    expect(
      await screen.findByText('Por favor contacta al administrador para obtener ayuda.'),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/login')
  })

  it('stops an inactive user the server let through, and drops the cookies', async () => {
    const api = mockApi({
      [loginKey]: signedInAs(makeSessionUser({ isActive: false })),
      'POST /api/users/logout': () => jsonResponse({ success: true, message: 'ok' }),
    })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view)
    expect(
      await screen.findByText('Por favor contacta al administrador para obtener ayuda.'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/users/logout')).toHaveLength(1)
    expect(view.router.state.location.pathname).toBe('/login')
    expect(authStore.getState().isAuthenticated).toBe(false)
  })

  it('offers to set a password for a Google account, then waits on /email-verification', async () => {
    const message =
      'Esta cuenta se creó con Google. Establece una contraseña para entrar con tu correo electrónico.'
    const api = mockApi({
      [loginKey]: () => jsonResponse({ success: false, message, code: 'auth.googleAccount' }, 409),
      'POST /api/users/reset-password-email': () =>
        jsonResponse({ success: true, message: 'Si la cuenta existe, te enviamos un correo.' }),
    })
    const view = renderRoutes(routes, '/login')
    await fillLogin(view, 'ana@example.com')

    const panel = await screen.findByRole('alert')
    expect(panel).toHaveTextContent(message)
    await view.user.click(within(panel).getByRole('button', { name: 'Establecer Contraseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Establecer Contraseña' })
    expect(dialog).toHaveTextContent('ana@example.com')
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar correo' }))

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/email-verification')
    expect(api.callsTo('POST /api/users/reset-password-email')[0]?.body).toEqual({ email: 'ana@example.com' })
    expect(localStorage.getItem('passwordSetupEmail')).toBe('ana@example.com')
    expect(
      await screen.findByText('Se ha enviado un correo con las instrucciones para establecer tu contraseña'),
    ).toBeInTheDocument()
  })

  it('sends a signed-in visitor where a sign-in would', async () => {
    mockApi(sessionOf(makeSessionUser()))
    const view = renderRoutes(routes, '/login?mode=signup')
    expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/panel')
  })

  describe('forgot password', () => {
    it('opens with mode=loginResetPassword and sends the reset e-mail', async () => {
      const sent = 'Se ha enviado un correo con las instrucciones para restablecer tu contraseña'
      const api = mockApi({
        'POST /api/users/reset-password-email': () => jsonResponse({ success: true, message: sent }),
      })
      const view = renderRoutes(routes, '/login?mode=loginResetPassword')

      const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' })
      expect(
        screen.getByRole('heading', { level: 1, name: 'Inicia sesión', hidden: true }),
      ).toBeInTheDocument()
      await view.user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }))
      expect(await within(dialog).findByText('El correo electrónico es requerido')).toBeInTheDocument()

      await view.user.type(within(dialog).getByLabelText('Correo electrónico'), 'nadie@example.com')
      await view.user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }))

      expect(await screen.findByText(sent)).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(api.callsTo('POST /api/users/reset-password-email')[0]?.body).toEqual({
        email: 'nadie@example.com',
      })
    })

    it('opens from the link, with the e-mail already typed', async () => {
      mockApi({
        'POST /api/users/reset-password-email': () =>
          jsonResponse({ success: false, message: 'Ya te enviamos un correo hace poco.' }, 429),
      })
      const view = renderRoutes(routes, '/login')
      await view.user.type(await screen.findByLabelText('Correo electrónico'), 'lucia@example.com')
      await view.user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }))

      const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' })
      expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('lucia@example.com')
      await view.user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }))
      expect(await screen.findByText('Ya te enviamos un correo hace poco.')).toBeInTheDocument()
      expect(screen.getByRole('dialog')).toBeInTheDocument()
    })
  })
})

describe('/login?mode=signup', () => {
  const registerKey = 'POST /api/users/register'

  it('is titled for sign-up and links back to login', async () => {
    mockApi()
    renderRoutes(routes, '/login?mode=signup')
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Crear cuenta · Sosiego'))
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login?mode=login')
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    )
  })

  it("shows the spec's messages, including the form-only ones", async () => {
    const api = mockApi()
    const view = renderRoutes(routes, '/login?mode=signup')
    await view.user.click(await screen.findByRole('button', { name: 'Crear cuenta' }))

    for (const message of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El correo electrónico es requerido',
      'La contraseña es requerida',
      'Debes aceptar los términos y política de privacidad',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }

    await view.user.type(screen.getByLabelText('Contraseña'), 'calma')
    await view.user.type(screen.getByLabelText('Confirmar contraseña'), 'otra')
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(api.callsTo(registerKey)).toHaveLength(0)
  })

  it('creates the account, signs it in and asks to verify the e-mail', async () => {
    const created = makeSessionUser({
      name: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      isVerified: false,
    })
    const api = mockApi({
      [registerKey]: () =>
        jsonResponse(
          { success: true, message: 'Usuario registrado exitosamente', data: { user: created } },
          201,
        ),
    })
    const view = renderRoutes(routes, '/login?mode=signup')
    await view.user.type(await screen.findByLabelText('Nombre'), 'Ana')
    await view.user.type(screen.getByLabelText('Apellido'), 'Ruiz')
    await view.user.type(screen.getByLabelText('Correo electrónico'), 'Ana@Example.com')
    await view.user.type(screen.getByLabelText('Contraseña'), 'Calma.2025')
    await view.user.type(screen.getByLabelText('Confirmar contraseña'), 'Calma.2025')
    expect(
      screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true'),
    ).toHaveLength(4)
    await view.user.click(screen.getByRole('checkbox'))
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }))

    expect(await screen.findByText('Usuario registrado exitosamente')).toBeInTheDocument()
    expect(
      await screen.findByText(/Te enviamos un enlace de verificación a ana@example.com/),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/email-verification')
    expect(api.callsTo(registerKey)[0]?.body).toEqual({
      name: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      password: 'Calma.2025',
    })
  })

  // The server never says an address is taken (decision 048): its refusals are limits and checks.
  it("shows the server's refusal", async () => {
    mockApi({
      [registerKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Demasiados registros desde esta conexión. Inténtalo más tarde.',
            code: 'auth.rateLimitedRegister',
          },
          429,
        ),
    })
    const view = renderRoutes(routes, '/login?mode=signup')
    await view.user.type(await screen.findByLabelText('Nombre'), 'Ana')
    await view.user.type(screen.getByLabelText('Apellido'), 'Ruiz')
    await view.user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com')
    await view.user.type(screen.getByLabelText('Teléfono (opcional)'), '+34 600 000 000')
    await view.user.type(screen.getByLabelText('Contraseña'), 'Calma.2025')
    await view.user.type(screen.getByLabelText('Confirmar contraseña'), 'Calma.2025')
    await view.user.click(screen.getByRole('checkbox'))
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }))

    expect(
      await screen.findByText('Demasiados registros desde esta conexión. Inténtalo más tarde.'),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/login')
  })
})
