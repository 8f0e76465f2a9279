import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../app/router.tsx'
import { mockApi } from '../test/api-mock.ts'
import { jsonResponse } from '../test/fixtures.ts'
import { renderRoutes } from '../test/render.tsx'

// The head the server writes for a public page; the app keeps it true on client-side navigation.
const serverHead = [
  '<meta name="description" content="Inicio">',
  '<meta property="og:title" content="Inicio · Sosiego">',
  '<meta property="og:description" content="Inicio">',
  '<meta property="og:url" content="http://localhost:3000/">',
  '<meta name="twitter:title" content="Inicio · Sosiego">',
  '<meta name="twitter:description" content="Inicio">',
  '<link rel="canonical" href="http://localhost:3000/">',
].join('')

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content

describe('page titles and descriptions', () => {
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', serverHead)
    mockApi({ 'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }) })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    for (const element of document.head.querySelectorAll('meta, link[rel="canonical"]')) element.remove()
  })

  it('follows client-side navigation with the title, description, sharing tags and canonical URL', async () => {
    const { router } = renderRoutes(routes, '/')
    await vi.waitFor(() => expect(document.title).toBe('Inicio · Sosiego'))
    await act(() => router.navigate('/politica-privacidad'))
    await vi.waitFor(() => expect(document.title).toBe('Política de privacidad · Sosiego'))
    expect(meta('meta[property="og:title"]')).toBe('Política de privacidad · Sosiego')
    expect(meta('meta[name="twitter:title"]')).toBe('Política de privacidad · Sosiego')
    for (const selector of [
      'meta[name="description"]',
      'meta[property="og:description"]',
      'meta[name="twitter:description"]',
    ])
      expect(meta(selector)).toMatch(/^Cómo trata Sosiego tus datos personales/)
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost:3000/politica-privacidad',
    )
    expect(meta('meta[property="og:url"]')).toMatch(/\/politica-privacidad$/)
  })
})
