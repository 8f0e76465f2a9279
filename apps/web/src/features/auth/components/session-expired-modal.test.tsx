import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('session-expired modal', () => {
  it('appears when a signed-in call cannot renew the session, and leads home', async () => {
    const api = mockApi({
      ...sessionOf(makeSessionUser()),
      'PUT /api/users/update-password': () =>
        jsonResponse({ success: false, message: 'Token is not valid', code: 'auth.unauthenticated' }, 401),
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Contraseña' }))
    await view.user.type(screen.getByLabelText('Contraseña actual'), 'Antigua.1')
    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva.Calma1')
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva.Calma1')
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))

    const dialog = await screen.findByRole('dialog', { name: 'Sesión Expirada' })
    expect(dialog).toHaveTextContent(
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente para continuar.',
    )
    expect(api.callsTo('POST /api/users/refresh-token')).toHaveLength(1)
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, showSessionExpiredModal: true })
    // The modal says it; no second message as a toast.
    expect(screen.queryByText('Error al actualizar la contraseña')).not.toBeInTheDocument()

    await view.user.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('loginRedirect')).toBeNull()
  })
})
