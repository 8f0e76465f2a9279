import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const resetKey = 'POST /api/users/reset-password'
const token = 'r'.repeat(43)

async function submitNewPassword(
  view: ReturnType<typeof renderRoutes>,
  password = 'Nueva.Calma1',
  confirmation = password,
) {
  await view.user.type(await screen.findByLabelText('Nueva contraseña'), password)
  await view.user.type(screen.getByLabelText('Confirmar contraseña'), confirmation)
  await view.user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('/reset-password', () => {
  it('needs a token in the URL', async () => {
    mockApi()
    renderRoutes(routes, '/reset-password')
    expect(await screen.findByText('Token de restablecimiento no encontrado en la URL.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/loginResetPassword',
    )
  })

  it('checks the password rules and the confirmation before sending', async () => {
    const api = mockApi()
    const view = renderRoutes(routes, `/reset-password?token=${token}`)
    await waitFor(() => expect(document.title).toBe('Nueva contraseña · Sosiego'))
    await submitNewPassword(view, 'calmada1', 'calmada2')
    expect(
      await screen.findByText('La contraseña debe contener al menos una letra mayúscula'),
    ).toBeInTheDocument()
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(api.callsTo(resetKey)).toHaveLength(0)
  })

  it('resets, confirms and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockApi({
      [resetKey]: () => jsonResponse({ success: true, message: 'Contraseña restablecida correctamente' }),
    })
    const view = renderRoutes(routes, `/reset-password?token=${token}`)
    await submitNewPassword(view)

    expect(
      await screen.findByRole('heading', { name: 'Contraseña restablecida correctamente' }),
    ).toBeInTheDocument()
    expect(api.callsTo(resetKey)[0]?.body).toEqual({ token, newPassword: 'Nueva.Calma1' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100)
    })
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  })

  it('goes to the panel instead for a temporary account', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    localStorage.setItem('isTemporary', 'true')
    mockApi({
      [resetKey]: () => jsonResponse({ success: true, message: 'Contraseña restablecida correctamente' }),
    })
    const view = renderRoutes(routes, `/reset-password?token=${token}`)
    await submitNewPassword(view)
    await screen.findByRole('heading', { name: 'Contraseña restablecida correctamente' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100)
    })
    // The panel's guard then decides (here: not signed in, so home).
    await vi.waitFor(() => expect(localStorage.getItem('loginRedirect')).toBe('/panel'))
  })

  it('shows the error state for a dead link', async () => {
    mockApi({
      [resetKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
            code: 'auth.tokenInvalid',
          },
          400,
        ),
    })
    const view = renderRoutes(routes, `/reset-password?token=${token}`)
    await submitNewPassword(view)
    expect(
      await screen.findByRole('heading', { name: 'No se pudo restablecer la contraseña' }),
    ).toBeInTheDocument()
    expect(screen.getByText('El enlace no es válido o ha caducado. Solicita uno nuevo.')).toBeInTheDocument()
  })

  it('stays ready after a failure that can be retried', async () => {
    mockApi({ [resetKey]: () => new Response('', { status: 503 }) })
    const view = renderRoutes(routes, `/reset-password?token=${token}`)
    await submitNewPassword(view)
    expect(await screen.findByText('Error al restablecer la contraseña')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeEnabled()
  })
})

describe('/loginResetPassword and /loginSetPassword', () => {
  it('sends the reset e-mail and goes to /login', async () => {
    const sent = 'Se ha enviado un correo con las instrucciones para restablecer tu contraseña'
    const api = mockApi({
      'POST /api/users/reset-password-email': () => jsonResponse({ success: true, message: sent }),
    })
    const view = renderRoutes(routes, '/loginResetPassword')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' }),
    ).toBeInTheDocument()
    await view.user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com')
    await view.user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
    expect(await screen.findByText(sent)).toBeInTheDocument()
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    expect(api.callsTo('POST /api/users/reset-password-email')).toHaveLength(1)
  })

  it('asks a temporary account for its e-mail to set the password', async () => {
    mockApi({ 'POST /api/users/reset-password-email': () => jsonResponse({ success: true, message: 'ok' }) })
    const view = renderRoutes(routes, '/loginSetPassword')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Establece tu contraseña' }),
    ).toBeInTheDocument()
    await view.user.type(screen.getByLabelText('Correo electrónico'), 'temporal@example.com')
    await view.user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
    expect(
      await screen.findByText('Se ha enviado un correo con las instrucciones para establecer tu contraseña'),
    ).toBeInTheDocument()
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  })

  it('sends signed-in visitors to /', async () => {
    mockApi(sessionOf(makeSessionUser()))
    const view = renderRoutes(routes, '/loginResetPassword')
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
  })
})
