import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { activeSubscription, makeSessionUser } from '../../test/fixtures.ts'
import { renderRoutes } from '../../test/render.tsx'
import { PanelLayout } from './panel-layout.tsx'

const member = makeSessionUser({
  _id: '8d6f1c52-3f0a-4b7e-9c1d-2a4b6c8d0e1f',
  name: 'lucía',
  lastName: 'Martín',
  email: 'lucia@example.com',
  avatarUrl: null,
})

function renderPanel(hasActiveSubscription: boolean, onLogout = vi.fn()) {
  const view = renderRoutes(
    [
      {
        path: '/panel',
        element: (
          <PanelLayout
            user={{ ...member, activeSubscription: hasActiveSubscription ? activeSubscription() : null }}
            onLogout={onLogout}
          />
        ),
        children: [
          { path: 'mis-tests', element: <h1>Mi Test</h1> },
          { path: 'configuracion', element: <h1>Ajustes</h1> },
        ],
      },
    ],
    '/panel/mis-tests',
  )
  return { ...view, onLogout }
}

describe('PanelLayout', () => {
  it('lists the panel sections and the member', () => {
    renderPanel(true)
    const nav = screen.getByRole('navigation', { name: 'Menú del panel' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mi Test', '/panel/mis-tests'],
      ['Meditaciones', '/panel/meditaciones'],
      ['Programas', '/panel/programas'],
      ['Mi progreso', '/panel/progreso'],
      ['Mi Suscripción', '/panel/suscripcion'],
      ['Configuración', '/panel/configuracion'],
    ])
    expect(within(nav).getByRole('link', { name: 'Mi Test' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('lucía Martín')).toBeInTheDocument()
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument()
    expect(screen.getByText('L')).toBeInTheDocument()
  })

  it('hides Meditaciones without an active subscription', () => {
    renderPanel(false)
    const nav = screen.getByRole('navigation', { name: 'Menú del panel' })
    expect(within(nav).queryByRole('link', { name: 'Meditaciones' })).not.toBeInTheDocument()
    // Mi progreso stays: the listening already counted is still the member's.
    expect(within(nav).getByRole('link', { name: 'Mi progreso' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Programas' })).toBeInTheDocument()
    expect(within(nav).getAllByRole('link')).toHaveLength(5)
  })

  it('collapses the desktop sidebar to icons and expands it again', async () => {
    const { user } = renderPanel(true)
    const collapse = screen.getByRole('button', { name: 'Contraer menú' })
    expect(collapse).toHaveAttribute('aria-expanded', 'true')

    await user.click(collapse)

    const expand = screen.getByRole('button', { name: 'Expandir menú' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    expect(expand.closest('aside')).toHaveAttribute('data-collapsed', 'true')
    // Labels stay readable by screen readers when only icons show.
    expect(screen.getByRole('link', { name: 'Configuración' }).querySelector('.sr-only')).toHaveTextContent(
      'Configuración',
    )

    await user.click(expand)
    expect(screen.getByRole('button', { name: 'Contraer menú' })).toBeInTheDocument()
  })

  it('opens a drawer menu on small screens that closes after choosing', async () => {
    const { user, router } = renderPanel(true)

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menú del panel' })

    await user.click(within(drawer).getByRole('link', { name: 'Configuración' }))

    expect(router.state.location.pathname).toBe('/panel/configuracion')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ajustes' })).toBeInTheDocument()
  })

  it('signs out from the sidebar', async () => {
    const { user, onLogout } = renderPanel(true)
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})
