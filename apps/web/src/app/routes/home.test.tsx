import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makePlan } from '../../test/fixtures.ts'
import { renderRoutes } from '../../test/render.tsx'
import { routes } from '../router.tsx'

const plans = [
  makePlan({
    name: 'Prueba gratuita',
    slug: 'prueba',
    price: 0,
    durationDays: 15,
    isTestSubscrionPlan: true,
  }),
  makePlan({ name: 'Mini', slug: 'mini', durationDays: 30 }),
]

describe('home page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: plans })),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('has the landing anchors and the page title', async () => {
    renderRoutes(routes, '/')
    await screen.findByRole('article', { name: 'Mini' })

    for (const id of ['header', 'prueba-gratuita', 'pricing', 'about', 'testimonials']) {
      expect(document.getElementById(id)).toBeInTheDocument()
    }
    expect(document.title).toBe('Inicio · Sosiego')
  })

  it('opens the account modal for a plan and remembers its checkout', async () => {
    const { user } = renderRoutes(routes, '/')
    const card = await screen.findByRole('article', { name: 'Mini' })

    await user.click(within(card).getByRole('button', { name: 'Suscribirse' }))

    const dialog = await screen.findByRole('dialog', { name: 'Necesitas una cuenta' })
    expect(localStorage.getItem('loginRedirect')).toBe('/checkout/mini')
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
    expect(within(dialog).getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    )
    expect(within(dialog).getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute(
      'href',
      '/api/login-auth/google',
    )
  })

  it('sends anonymous visitors starting the trial to the test after signing in', async () => {
    const { user } = renderRoutes(routes, '/')

    await user.click(
      within(document.getElementById('header') as HTMLElement).getByRole('button', { name: 'Prueba GRATIS' }),
    )

    expect(await screen.findByRole('dialog', { name: 'Necesitas una cuenta' })).toBeInTheDocument()
    expect(localStorage.getItem('loginRedirect')).toBe('/test')
  })

  it('offers sign-in and sign-up in the navigation bar and its mobile menu', async () => {
    const { user } = renderRoutes(routes, '/')
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton)

    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById('mobile-menu') as HTMLElement
    expect(menu).toBeVisible()
    expect(within(menu).getByRole('link', { name: 'Precio' })).toHaveAttribute('href', '/#pricing')
    expect(within(menu).getByRole('link', { name: 'Suscribirme' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    )

    await user.keyboard('{Escape}')
    expect(menu).not.toBeVisible()
  })
})
