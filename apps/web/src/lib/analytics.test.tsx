import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../app/router.tsx'
import { mockApi } from '../test/api-mock.ts'
import { jsonResponse } from '../test/fixtures.ts'
import { renderRoutes } from '../test/render.tsx'
import { pushPageView } from './analytics.ts'

describe('page views', () => {
  beforeEach(() => {
    delete window.dataLayer
    mockApi({ 'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }) })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('creates the data layer when the tag manager has not loaded yet', () => {
    pushPageView('/', 'Inicio · Sosiego')
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/', page_title: 'Inicio · Sosiego' }])
  })

  it('keeps entries already queued by the tag manager', () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    pushPageView('/', 'Inicio · Sosiego')
    expect(window.dataLayer).toHaveLength(2)
  })

  it('pushes one page_view per route change, with path and title', async () => {
    const { router } = renderRoutes(routes, '/')
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(1))

    await act(() => router.navigate('/perdido?ref=correo'))
    await act(() => router.navigate('/'))

    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/', page_title: 'Inicio · Sosiego' },
      { event: 'page_view', page_path: '/perdido?ref=correo', page_title: 'Página no encontrada · Sosiego' },
      { event: 'page_view', page_path: '/', page_title: 'Inicio · Sosiego' },
    ])
  })
  it('leaves an e-mailed token out of the page view, and counts the page once', async () => {
    mockApi({
      'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }),
      'POST /api/users/verify': () => new Promise<Response>(() => {}),
    })
    const { router } = renderRoutes(routes, '/verify-email?token=secreto123')
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    await vi.waitFor(() => expect(window.dataLayer?.length).toBeGreaterThan(0))
    expect(JSON.stringify(window.dataLayer)).not.toContain('secreto123')
    expect(window.dataLayer?.filter((entry) => entry.event === 'page_view')).toEqual([
      { event: 'page_view', page_path: '/verify-email', page_title: expect.any(String) },
    ])
  })
})
