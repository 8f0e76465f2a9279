import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, sessionOf } from '../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makePlan, makeSessionUser } from '../../test/fixtures.ts'
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
  const plansList = {
    'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: plans }),
  }

  beforeEach(() => {
    mockApi(plansList)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
  })

  it('has the landing anchors and the page title', async () => {
    renderRoutes(routes, '/')
    await screen.findByRole('article', { name: 'Mini' })

    for (const id of ['header', 'prueba-gratuita', 'pricing', 'about', 'testimonials']) {
      expect(document.getElementById(id)).toBeInTheDocument()
    }
    await waitFor(() => expect(document.title).toBe('Inicio · Sosiego'))
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
    // The operator has not configured Google sign-in.
    expect(within(dialog).queryByRole('link', { name: 'Continuar con Google' })).not.toBeInTheDocument()
  })

  it('offers Google sign-in in the account modal when the server enables it', async () => {
    const meta = document.createElement('meta')
    meta.name = 'sosiego-google-sign-in'
    meta.content = 'enabled'
    document.head.append(meta)
    const { user } = renderRoutes(routes, '/')
    const card = await screen.findByRole('article', { name: 'Mini' })

    await user.click(within(card).getByRole('button', { name: 'Suscribirse' }))

    const dialog = await screen.findByRole('dialog', { name: 'Necesitas una cuenta' })
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

  it('shows the sections in order, with the test invitation pointing to /test', async () => {
    renderRoutes(routes, '/')
    await screen.findByRole('article', { name: 'Mini' })

    const main = document.getElementById('main-content') ?? document.body
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    const expected = [
      'Un momento para ti, cada día',
      'Explora nuestras categorías',
      'Empieza en 3 pasos',
      'Prueba gratuita',
      'Planes',
      'Nosotros',
      'Lo que dicen nuestros usuarios',
      'Nuestra historia',
      'Nuestra comunidad',
      'Descubre qué necesitas hoy',
      'Empieza hoy a cuidar tu calma',
    ]
    expect(titles.filter((title) => expected.includes(title ?? ''))).toEqual(expected)
    const invitation = document.getElementById('test') as HTMLElement
    expect(within(invitation).getByRole('link', { name: 'Hacer Test' })).toHaveAttribute('href', '/test')
  })

  it('links the hero badges, the download options and WhatsApp to the configured addresses', async () => {
    const settings: [string, string][] = [
      ['app-store-url', 'https://apps.example/ios'],
      ['play-store-url', 'https://play.example/android'],
      ['whatsapp-number', '34600123456'],
    ]
    for (const [name, content] of settings) {
      const meta = document.createElement('meta')
      meta.name = `sosiego-${name}`
      meta.content = content
      document.head.append(meta)
    }
    const { user } = renderRoutes(routes, '/')

    const hero = document.getElementById('header') as HTMLElement
    expect(within(hero).getByRole('link', { name: 'Disponible en App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/ios',
    )
    expect(within(hero).getByRole('link', { name: 'Disponible en Google Play' })).toHaveAttribute(
      'href',
      'https://play.example/android',
    )
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/34600123456',
    )
    await user.click(screen.getByRole('button', { name: 'Descargar App' }))
    const dialog = await screen.findByRole('dialog', { name: 'Descarga la app de Sosiego' })
    expect(within(dialog).getByRole('link', { name: 'iOS' })).toHaveAttribute(
      'href',
      'https://apps.example/ios',
    )
  })

  it('shows no store badges and no WhatsApp button when none is configured', () => {
    renderRoutes(routes, '/')
    expect(screen.queryByRole('link', { name: 'Disponible en App Store' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).not.toBeInTheDocument()
  })

  it("opens the trial form from the navigation bar's 'Prueba gratuita' link", async () => {
    const api = mockApi({
      ...plansList,
      'POST /api/users/trial': () =>
        jsonResponse({
          success: true,
          message: 'Solicitud recibida. Revisa tu correo electrónico para continuar.',
          data: { plan: { name: 'Prueba gratuita' } },
        }),
    })
    const { user } = renderRoutes(routes, '/')
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })

    await user.click(within(nav).getByRole('link', { name: 'Prueba gratuita' }))

    const dialog = await screen.findByRole('dialog', { name: 'Prueba gratuita' })
    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía')
    await user.type(within(dialog).getByLabelText('Apellido'), 'Martín')
    await user.type(within(dialog).getByLabelText('Email'), 'lucia@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Comenzar prueba gratuita' }))

    // One message (decision 049: the trial starts when the address is confirmed); the plan's name
    // comes from the server's answer.
    expect(
      await screen.findByText(
        'Gracias Lucía! Te enviamos un correo: confirma tu dirección y tu Prueba gratuita empezará al instante.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/users/trial')).toHaveLength(1)
  })

  it("opens the trial form from the footer's 'Prueba gratuita' link too", async () => {
    const { user } = renderRoutes(routes, '/')
    const footer = screen.getByRole('contentinfo')

    await user.click(within(footer).getByRole('link', { name: 'Prueba gratuita' }))

    expect(await screen.findByRole('dialog', { name: 'Prueba gratuita' })).toBeInTheDocument()
  })

  it('offers sign-in and sign-up in the navigation bar and its mobile menu', async () => {
    const { user } = renderRoutes(routes, '/')
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    expect(await within(nav).findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
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

  describe('signed in', () => {
    it('shows the account menu instead of the sign-in buttons', async () => {
      const member = makeSessionUser({
        role: 'subscriber',
        tookTest: true,
        activeSubscription: activeSubscription({ name: 'Full' }),
      })
      mockApi({ ...plansList, ...sessionOf(member) })
      const { user } = renderRoutes(routes, '/')

      await user.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }))

      const menu = await screen.findByRole('menu')
      expect(within(menu).getByText('Lucía Martín')).toBeInTheDocument()
      expect(within(menu).getByText('lucia@example.com')).toBeInTheDocument()
      expect(within(menu).getByText('Plan: Full')).toBeInTheDocument()
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Panel de Control', 'Ver audios y videos', 'Ver Test', 'Cerrar Sesión'])
      const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
      expect(within(nav).queryByRole('link', { name: 'Suscribirme' })).not.toBeInTheDocument()
    })

    it('gives staff the CRM link and no plan line', async () => {
      mockApi({ ...plansList, ...sessionOf(makeSessionUser({ role: 'crmUser' })) })
      const { user } = renderRoutes(routes, '/')

      await user.click(await screen.findByRole('button', { name: 'Menú de la cuenta' }))

      const menu = await screen.findByRole('menu')
      expect(within(menu).getByText('Lucía Martín')).toBeInTheDocument()
      // Staff need no plan: 'Sin plan activo' would read as something missing.
      expect(within(menu).queryByText(/^Plan:/)).not.toBeInTheDocument()
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['CRM', 'Cerrar Sesión'])
      expect(within(menu).getByRole('menuitem', { name: 'CRM' })).toHaveAttribute('href', '/admin')
    })

    it('names the plan of an admin who does hold one, in the mobile menu too', async () => {
      const admin = makeSessionUser({
        role: 'admin',
        activeSubscription: activeSubscription({ name: 'Full' }),
      })
      mockApi({ ...plansList, ...sessionOf(admin) })
      const { user } = renderRoutes(routes, '/')
      await screen.findByRole('button', { name: 'Menú de la cuenta' })

      await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
      const menu = document.getElementById('mobile-menu') as HTMLElement
      expect(within(menu).getByText('Plan: Full')).toBeInTheDocument()
    })

    it('has the same items in the mobile menu, and signs out from it', async () => {
      const api = mockApi({
        ...plansList,
        ...sessionOf(makeSessionUser()),
        'POST /api/users/logout': () =>
          jsonResponse({ success: true, message: 'Sesión cerrada correctamente.' }),
      })
      const { user } = renderRoutes(routes, '/')
      await screen.findByRole('button', { name: 'Menú de la cuenta' })

      await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
      const menu = document.getElementById('mobile-menu') as HTMLElement
      expect(within(menu).getByText('Plan: Sin plan activo')).toBeInTheDocument()
      expect(within(menu).getByRole('link', { name: 'Panel de Control' })).toHaveAttribute('href', '/panel')
      expect(within(menu).getByRole('link', { name: 'Tomar Test' })).toHaveAttribute('href', '/test')

      await user.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }))

      await vi.waitFor(() => expect(api.callsTo('POST /api/users/logout')).toHaveLength(1))
      const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
      expect(await within(nav).findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument()
    })

    it('points a member who starts the trial to the panel, remembering nothing', async () => {
      mockApi({ ...plansList, ...sessionOf(makeSessionUser()) })
      const { user } = renderRoutes(routes, '/')
      await screen.findByRole('button', { name: 'Menú de la cuenta' })

      await user.click(
        within(document.getElementById('header') as HTMLElement).getByRole('button', {
          name: 'Prueba GRATIS',
        }),
      )

      const dialog = await screen.findByRole('dialog', { name: 'Para escuchar tus audios dirígete al panel' })
      expect(within(dialog).getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/panel')
      expect(localStorage.getItem('loginRedirect')).toBeNull()
    })

    it('gives the pricing section the real user', async () => {
      mockApi({ ...plansList, ...sessionOf(makeSessionUser({ role: 'admin' })) })
      renderRoutes(routes, '/')
      const card = await screen.findByRole('article', { name: 'Mini' })
      expect(await within(card).findByRole('button', { name: 'No disponible' })).toBeDisabled()
    })
  })
})
