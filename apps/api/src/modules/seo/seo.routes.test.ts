import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'

describe('robots.txt and sitemap.xml', async () => {
  const { app } = await createTestApp({ env: { APP_URL: 'https://sosiego.example/' } })

  it('lets crawlers in, keeps them out of the panel, the back office and the API, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /panel',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      'Sitemap: https://sosiego.example/sitemap.xml',
      '',
    ])
  })

  it('lists the public pages with absolute URLs from APP_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual([
      'https://sosiego.example/',
      'https://sosiego.example/terminos-y-condiciones',
      'https://sosiego.example/politica-privacidad',
      'https://sosiego.example/contact',
      'https://sosiego.example/accesibilidad',
      'https://sosiego.example/test',
    ])
  })
})
