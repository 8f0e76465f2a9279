import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { t } from '@sosiego/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { type PublicPage, publicPages } from '../modules/seo/index.ts'
import { resolveStoragePath } from '../storage/storage-path.ts'

interface WebAppOptions {
  webDistDir: string
  /** Cover images under local storage, public like the pages that show them. */
  storageDir: string
  /**
   * What the page may know of the configuration, written into index.html as
   * `<meta name="sosiego-<name>">` tags. Nothing secret goes here.
   */
  publicSettings: Record<string, string | undefined>
  /** APP_URL: canonical and sharing URLs are absolute. */
  appUrl: string
  /**
   * The web app's pre-render bundle (`apps/web/dist-server/entry-server.js`): the public pages are
   * rendered with it once, at start-up, so they paint before any script runs. Without it (a build
   * that skipped it) they are served as the empty shell and render in the browser.
   */
  prerenderEntry?: string
}

type Prerender = (path: string, settings: WebAppOptions['publicSettings']) => Promise<string>
/** What entry-server.tsx exports. */
type PrerenderModule = {
  prerender: Prerender
  prerenderedPaths: readonly string[]
  /** Pre-rendered pages that hydrate with their own entry: path → HTML file beside index.html. */
  pageEntries?: Record<string, string>
  /** The daily pages whose frame is pre-rendered: the app renders over it (issue 28). */
  framedPaths?: readonly string[]
}

const rootElement = '<div id="root"></div>'

/**
 * A pre-rendered page: its markup in the root element, and its scripts fetched after the styles and
 * images the first paint needs (it paints without them; they only make it interactive).
 */
function withPrerendered(html: string, markup: string, kind: 'page' | 'frame' = 'page'): string {
  const root = kind === 'frame' ? '<div id="root" data-frame>' : '<div id="root">'
  return html
    .replace(rootElement, `${root}${markup}</div>`)
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

function renderIndex(html: string, settings: WebAppOptions['publicSettings']): string {
  const metas = Object.entries(settings)
    .filter(([, value]) => value)
    .map(([name, value]) => `<meta name="sosiego-${name}" content="${escapeAttribute(value as string)}">`)
  return html.replace('<!--app-config-->', metas.join(''))
}

function setMetaContent(html: string, key: string, content: string): string {
  const pattern = new RegExp(`(<meta (?:name|property)="${key}" content=")[^"]*(")`)
  return html.replace(pattern, (_whole, start: string, end: string) => start + escapeAttribute(content) + end)
}

/**
 * The page's head for one path: a public page gets its own title, description, sharing tags and
 * canonical URL (the app renders in the browser, so crawlers and link previews read these); any
 * other path keeps the defaults. Every page gets an absolute sharing image.
 */
function renderPage(html: string, appUrl: string, page?: { path: string } & PublicPage): string {
  const tags = [`<meta property="og:image" content="${escapeAttribute(`${appUrl}/icon-512.png`)}">`]
  if (page) {
    const url = escapeAttribute(appUrl + page.path)
    tags.unshift(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`)
    for (const key of ['og:title', 'twitter:title']) html = setMetaContent(html, key, page.title)
    for (const key of ['description', 'og:description', 'twitter:description'])
      html = setMetaContent(html, key, page.description)
  }
  return html.replace('<!--page-meta-->', tags.join(''))
}

async function loadPrerender(entry: string | undefined): Promise<PrerenderModule | undefined> {
  if (!entry || !existsSync(entry)) return undefined
  const module: Partial<PrerenderModule> = await import(pathToFileURL(entry).href)
  // A bundle from an older build can lack what this server expects: serve the shell instead.
  if (typeof module.prerender !== 'function' || !Array.isArray(module.prerenderedPaths)) return undefined
  return module as PrerenderModule
}

/**
 * The public part of local storage: avatars, and the cover folders (`caratula-*`) with their
 * sub-folders, through the same path check as the file library (so no traversal form gets through).
 */
function isPublicMediaPath(pathName: string): boolean {
  if (/^\/avatars\/[^/]+$/.test(pathName)) return true
  const target = resolveStoragePath(pathName.slice(1))
  return Boolean(target?.folder?.startsWith('caratula-') && target.segments.length >= 2)
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export default fp<WebAppOptions>(
  async function webApp(
    app: FastifyInstance,
    { webDistDir, storageDir, publicSettings, appUrl, prerenderEntry },
  ) {
    const indexFile = path.join(webDistDir, 'index.html')
    const template = existsSync(indexFile)
      ? renderIndex(readFileSync(indexFile, 'utf8'), publicSettings)
      : undefined
    if (!template) app.log.warn({ webDistDir }, 'web app not built: only the API is served')
    const index = template && renderPage(template, appUrl)
    // Worked out once: the public pages' HTML never changes while the server runs.
    const renderer = template ? await loadPrerender(prerenderEntry) : undefined
    /** A page's markup, or nothing: a page that could not be rendered still works, in the browser. */
    const markupOf = async (pagePath: string) => {
      try {
        return await renderer?.prerender(pagePath, publicSettings)
      } catch (error) {
        app.log.error({ err: error, path: pagePath }, 'pre-rendering failed')
        return undefined
      }
    }
    const pages = new Map<string, string | undefined>()
    for (const [pagePath, page] of Object.entries(publicPages)) {
      let html = template && renderPage(template, appUrl, { path: pagePath, ...page })
      // Only the pages the web app marks for it: the others depend on what only the browser knows.
      const markup =
        html && renderer?.prerenderedPaths.includes(pagePath) ? await markupOf(pagePath) : undefined
      if (html && markup !== undefined) {
        // A page with an entry of its own (the landing page) only hydrates: it needs the markup, so
        // a page whose pre-render failed keeps the app's shell and renders there.
        const entryFile = renderer?.pageEntries?.[pagePath]
        const entryPath = entryFile && path.join(webDistDir, path.basename(entryFile))
        if (entryPath && existsSync(entryPath)) {
          const entryTemplate = renderIndex(readFileSync(entryPath, 'utf8'), publicSettings)
          html = renderPage(entryTemplate, appUrl, { path: pagePath, ...page })
        }
        html = withPrerendered(html, markup)
      }
      pages.set(pagePath, html)
    }

    // The daily pages' frames (issue 28): the same for everyone (no session is known when they are
    // drawn), so they are worked out once too. A frame named with a query (`/login?mode=signup`) is
    // served only to requests with those values; the path's other requests get the shell.
    const frames = new Map<string, { query: URLSearchParams; html: string }[]>()
    for (const framedPath of (index && renderer?.framedPaths) || []) {
      const markup = await markupOf(framedPath)
      if (!index || markup === undefined) continue
      const { pathname, searchParams } = new URL(framedPath, 'http://frame.local')
      const html = withPrerendered(index, markup, 'frame')
      frames.set(pathname, [...(frames.get(pathname) ?? []), { query: searchParams, html }])
    }

    const sendIndex = (reply: FastifyReply, html = index) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)

    if (index) {
      for (const [pagePath, html] of pages)
        app.get(pagePath, { schema: { hide: true } }, (_request, reply) => sendIndex(reply, html))
      for (const [pagePath, pageFrames] of frames)
        app.get(pagePath, { schema: { hide: true } }, (request, reply) => {
          const query = request.query as Record<string, unknown>
          const frame = pageFrames.find((candidate) =>
            [...candidate.query].every(([name, value]) => query[name] === value),
          )
          return sendIndex(reply, frame?.html)
        })
      await app.register(fastifyStatic, {
        root: webDistDir,
        index: false,
        wildcard: false,
        // The HTML files are served with the pages, filled in, never as they are on disk.
        allowedPath: (pathName) => !pathName.endsWith('.html'),
        setHeaders: (res, filePath) => {
          const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep)
          // The panel's service worker (decision 082) is checked on every visit, so a fix reaches
          // members at once rather than after an hour of a cached copy.
          const serviceWorker = filePath === path.join(webDistDir, 'sw.js')
          res.header(
            'cache-control',
            hashed
              ? 'public, max-age=31536000, immutable'
              : serviceWorker
                ? 'no-cache'
                : 'public, max-age=3600',
          )
        },
      })
    }

    await app.register(fastifyStatic, {
      root: storageDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Cover images and avatars are public; member audio and video are served behind their own checks.
      allowedPath: isPublicMediaPath,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    })

    app.setNotFoundHandler((request, reply) => {
      // Only the path decides: a query may hold dots (a signed token) and is not a file name.
      const pathName = request.url.split('?', 1)[0] as string
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathName.startsWith('/api/') &&
        !pathName.startsWith('/media/') &&
        !/\.[a-z0-9]+$/i.test(pathName)
      if (index && wantsPage) return sendIndex(reply)
      return reply
        .status(404)
        .send({ success: false, message: t('common.routeNotFound'), code: 'common.routeNotFound' })
    })
  },
  { name: 'web-app' },
)
