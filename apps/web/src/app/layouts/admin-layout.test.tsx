import type { UserRole } from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../../test/render.tsx'
import { AdminLayout } from './admin-layout.tsx'

const staff = {
  name: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@sosiego.app',
  avatarUrl: '/broken.png',
  role: 'admin' as UserRole,
}

function renderAdmin(path = '/admin', onLogout = vi.fn(), role: UserRole = 'admin') {
  const view = renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout user={{ ...staff, role }} onLogout={onLogout} />,
        children: [
          { index: true, element: <h1>Inicio admin</h1> },
          { path: 'planes', element: <h1>Planes admin</h1> },
        ],
      },
    ],
    path,
  )
  return { ...view, onLogout }
}

describe('AdminLayout', () => {
  it('lists every back-office section', () => {
    renderAdmin()
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Panel de Control', '/admin'],
      ['Estadísticas', '/admin/kpi'],
      ['Negocio', '/admin/negocio'],
      ['Usuarios', '/admin/usuarios'],
      ['Clientes', '/admin/clientes'],
      ['Gestión de Planes', '/admin/planes'],
      ['Órdenes', '/admin/logs-ordenes'],
      ['Recursos', '/admin/assets'],
      ['Gestión de Contenido', '/admin/audio'],
      ['Programas', '/admin/programas'],
      ['Calendario', '/admin/calendario'],
      ['Reseñas', '/admin/reviews'],
      ['Accesibilidad', '/admin/accesibilidad'],
    ])
  })

  it('leaves Planes, Estadísticas and Negocio out for a crmUser, who reads Órdenes but does not edit plans', () => {
    renderAdmin('/admin', vi.fn(), 'crmUser')
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).not.toContain('/admin/planes')
    expect(links).not.toContain('/admin/kpi')
    // Money is not a CRM task (decision 117).
    expect(links).not.toContain('/admin/negocio')
    expect(links).toContain('/admin/logs-ordenes')
    // Programas and Calendario they read, as Gestión de Contenido (decision 034).
    expect(links).toContain('/admin/programas')
    expect(links).toContain('/admin/calendario')
    // The accessibility reports they read and answer (issue 34).
    expect(links).toContain('/admin/accesibilidad')
    expect(links).toHaveLength(10)
  })

  it('marks only the current section active, the dashboard exactly', () => {
    renderAdmin('/admin/planes')
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' })
    expect(within(nav).getByRole('link', { name: 'Gestión de Planes' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Panel de Control' })).not.toHaveAttribute('aria-current')
  })

  it('shows the staff member with the initial while the photo is unavailable', () => {
    renderAdmin()
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument()
    expect(screen.getByText('ana@sosiego.app')).toBeInTheDocument()
    expect(screen.getByText('A')).toBeInTheDocument()
  })

  it('collapses and expands the sidebar', async () => {
    const { user } = renderAdmin()
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }))
    expect(screen.getByRole('button', { name: 'Expandir menú' }).closest('aside')).toHaveAttribute(
      'data-collapsed',
      'true',
    )
  })

  it('has a mobile drawer with the same sections and the sign-out button', async () => {
    const { user, onLogout } = renderAdmin()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menú de administración' })

    expect(within(drawer).getAllByRole('link')).toHaveLength(13)
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar Sesión' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('says the page is busy while the session is checked, and not once it is known', () => {
    const { unmount } = renderRoutes(
      [{ path: '/admin', element: <AdminLayout user={null} onLogout={vi.fn()} /> }],
      '/admin',
    )
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true')
    unmount()
    renderAdmin()
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
  })
})
