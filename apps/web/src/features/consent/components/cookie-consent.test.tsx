import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { readConsent } from '../consent-store.ts'

const banner = () => screen.queryByRole('region', { name: 'Tu privacidad' })

describe('the cookie notice', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }) })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('offers Aceptar and Rechazar alike on a first visit, and remembers a refusal', async () => {
    const { user } = renderRoutes(routes, '/terminos-y-condiciones')
    const region = await screen.findByRole('region', { name: 'Tu privacidad' })
    const accept = within(region).getByRole('button', { name: 'Aceptar' })
    const reject = within(region).getByRole('button', { name: 'Rechazar' })
    expect(accept.className).toBe(reject.className)

    await user.click(reject)
    expect(banner()).toBeNull()
    expect(readConsent()?.analytics).toBe(false)
  })

  it('is reached with the keyboard right after the skip link (issue 34)', async () => {
    const { user } = renderRoutes(routes, '/contact')
    await screen.findByRole('region', { name: 'Tu privacidad' })
    await user.tab()
    expect(document.activeElement).toHaveTextContent('Saltar al contenido')
    await user.tab()
    expect(document.activeElement).toHaveTextContent('Más información en la política de privacidad')
  })

  it('records an acceptance', async () => {
    const { user } = renderRoutes(routes, '/contact')
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }))
    expect(banner()).toBeNull()
    expect(readConsent()?.analytics).toBe(true)
  })

  it('lets the visitor configure the categories, analytics off by default', async () => {
    const { user } = renderRoutes(routes, '/contact')
    await user.click(await screen.findByRole('button', { name: 'Configurar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' })
    expect(banner()).toBeNull()
    expect(within(dialog).getByText('Siempre activas')).toBeVisible()
    const analytics = within(dialog).getByRole('switch', { name: 'Analíticas' })
    expect(analytics).toHaveAttribute('aria-checked', 'false')
    await user.click(analytics)
    expect(analytics).toHaveAttribute('aria-checked', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar mi elección' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(readConsent()?.analytics).toBe(true)
  })

  it('brings the banner back when the settings close without a choice', async () => {
    const { user } = renderRoutes(routes, '/contact')
    await user.click(await screen.findByRole('button', { name: 'Configurar' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('region', { name: 'Tu privacidad' })).toBeVisible()
    expect(readConsent()).toBeNull()
  })

  it('lets the choice be changed later from the footer', async () => {
    const { user } = renderRoutes(routes, '/contact')
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }))
    const footerButton = screen.getByRole('button', { name: 'Configurar cookies' })
    await user.click(footerButton)
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' })
    expect(within(dialog).getByRole('switch', { name: 'Analíticas' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar todas' }))
    expect(readConsent()?.analytics).toBe(false)
    expect(banner()).toBeNull()
    expect(footerButton).toHaveFocus()
  })
})
