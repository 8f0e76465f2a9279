import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { privatePrefixes, publicPages } from './public-pages.ts'

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** robots.txt and sitemap.xml, both built once from APP_URL and the public pages. */
export default async function seoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${config.appUrl}/sitemap.xml`,
    '',
  ].join('\n')

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Object.keys(publicPages).map(
      (pagePath) => `  <url><loc>${escapeXml(config.appUrl + pagePath)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')

  const cache = 'public, max-age=3600'
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap),
  )
}
