import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const confirmKey = 'POST /api/users/confirm-email-change'
const undoKey = 'POST /api/users/undo-email-change'
const token = 'c'.repeat(43)

afterEach(() => vi.unstubAllGlobals())

describe('/confirmar-correo (decision 097)', () => {
  it('confirms the new address once, takes the token out of the URL and leads to sign-in', async () => {
    const api = mockApi({
      [confirmKey]: () =>
        jsonResponse({
          success: true,
          message:
            'Tu nuevo correo electrónico está confirmado. Inicia sesión con él: hemos cerrado las sesiones abiertas de tu cuenta.',
        }),
    })
    const view = renderRoutes(routes, `/confirmar-correo?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Correo confirmado' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Tu nuevo correo electrónico está confirmado.')
    expect(api.callsTo(confirmKey)).toEqual([
      { method: 'POST', path: '/api/users/confirm-email-change', body: { token } },
    ])
    expect(view.router.state.location.search).toBe('')
    const card = screen.getByRole('region', { name: 'Correo confirmado' })
    expect(within(card).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
  })

  it('shows the server’s Spanish reason when the address was taken meanwhile', async () => {
    mockApi({
      [confirmKey]: () =>
        jsonResponse(
          {
            success: false,
            code: 'account.emailChange.taken',
            message: 'Esa dirección de correo ya pertenece a otra cuenta, así que el cambio no se ha hecho.',
          },
          409,
        ),
    })
    renderRoutes(routes, `/confirmar-correo?token=${token}`)
    expect(
      await screen.findByRole('heading', { name: 'No se pudo confirmar el cambio de correo' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Esa dirección de correo ya pertenece a otra cuenta')
  })

  it('needs a token in the URL', async () => {
    const api = mockApi()
    renderRoutes(routes, '/confirmar-correo')
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta el código del enlace.')
    expect(api.callsTo(confirmKey)).toHaveLength(0)
  })
})

describe('/deshacer-cambio-correo (decision 097)', () => {
  it('asks first, then puts the old address back and offers sign-in and a password reset', async () => {
    const api = mockApi({
      [undoKey]: () =>
        jsonResponse({
          success: true,
          outcome: 'restored',
          message:
            'Tu cuenta vuelve a tener esta dirección de correo. Hemos cerrado todas sus sesiones: si no recuerdas tu contraseña, restablécela.',
        }),
    })
    const view = renderRoutes(routes, `/deshacer-cambio-correo?token=${token}`)
    const button = await screen.findByRole('button', { name: 'Deshacer el cambio' })
    expect(api.callsTo(undoKey)).toHaveLength(0)
    expect(view.router.state.location.search).toBe('')
    await view.user.click(button)
    expect(await screen.findByRole('heading', { name: 'Cambio deshecho' })).toBeInTheDocument()
    expect(api.callsTo(undoKey)).toEqual([
      { method: 'POST', path: '/api/users/undo-email-change', body: { token } },
    ])
    const card = screen.getByRole('region', { name: 'Cambio deshecho' })
    expect(within(card).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
    expect(within(card).getByRole('link', { name: 'Restablecer contraseña' })).toHaveAttribute(
      'href',
      '/loginResetPassword',
    )
  })

  it('says so when a pending change is cancelled, and when the link is dead', async () => {
    const api = mockApi({
      [undoKey]: () =>
        jsonResponse({
          success: true,
          outcome: 'cancelled',
          message: 'Cambio de correo anulado. Tu cuenta sigue con esta dirección.',
        }),
    })
    const view = renderRoutes(routes, `/deshacer-cambio-correo?token=${token}`)
    await view.user.click(await screen.findByRole('button', { name: 'Deshacer el cambio' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Cambio de correo anulado.')
    expect(screen.queryByRole('link', { name: 'Restablecer contraseña' })).not.toBeInTheDocument()
    view.unmount()

    api.set({
      [undoKey]: () =>
        jsonResponse(
          {
            success: false,
            code: 'auth.tokenInvalid',
            message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
          },
          400,
        ),
    })
    const again = renderRoutes(routes, `/deshacer-cambio-correo?token=${token}`)
    await again.user.click(await screen.findByRole('button', { name: 'Deshacer el cambio' }))
    expect(
      await screen.findByRole('heading', { name: 'No se pudo deshacer el cambio de correo' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado.')
  })
})
