import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { t } from '@sosiego/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

interface WebAppOptions {
  webDistDir: string
  /** Cover images under local storage, public like the pages that show them. */
  storageDir: string
  /**
   * What the page may know of the configuration, written into index.html as
   * `<meta name="sosiego-<name>">` tags. Nothing secret goes here.
   */
  publicSettings: Record<string, string | undefined>
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

function renderIndex(html: string, settings: WebAppOptions['publicSettings']): string {
  const metas = Object.entries(settings)
    .filter(([, value]) => value)
    .map(([name, value]) => `<meta name="sosiego-${name}" content="${escapeAttribute(value as string)}">`)
  return html.replace('<!--app-config-->', metas.join(''))
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { webDistDir, storageDir, publicSettings }) {
    const indexFile = path.join(webDistDir, 'index.html')
    const index = existsSync(indexFile)
      ? renderIndex(readFileSync(indexFile, 'utf8'), publicSettings)
      : undefined
    if (!index) app.log.warn({ webDistDir }, 'web app not built: only the API is served')

    const sendIndex = (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index)

    if (index) {
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))
      await app.register(fastifyStatic, {
        root: webDistDir,
        index: false,
        wildcard: false,
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders: (res, filePath) => {
          const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep)
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        },
      })
    }

    await app.register(fastifyStatic, {
      root: storageDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Cover images and avatars are public; member audio and video are served behind their own checks.
      allowedPath: (pathName) => /^\/(caratula-[a-z-]+|avatars)\/[^/]+$/.test(pathName),
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    })

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/') &&
        !/\.[a-z0-9]+(\?|$)/i.test(request.url)
      if (index && wantsPage) return sendIndex(reply)
      return reply
        .status(404)
        .send({ success: false, message: t('common.routeNotFound'), code: 'common.routeNotFound' })
    })
  },
  { name: 'web-app' },
)
