import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/api-mock.ts'
import { jsonResponse } from '../../test/fixtures.ts'
import { renderRoutes } from '../../test/render.tsx'
import { routes } from '../router.tsx'

describe('not-found page', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }) })
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each(['/esto-no-existe', '/404'])('is shown at %s, titled and linking home', async (path) => {
    const { router, user } = renderRoutes(routes, path)

    expect(await screen.findByText('La página que buscas no existe o fue movida.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Sosiego'))

    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }))
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu espacio de calma, donde y cuando lo necesites',
    )
    await waitFor(() => expect(document.title).toBe('Inicio · Sosiego'))
  })
})
