import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import underPressure from '@fastify/under-pressure'
import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { matchedRoute, rememberMatchedRoutes } from './matched-route.ts'

/**
 * Helmet's headers, worked out once. Helmet rebuilds them (the CSP string included) on every
 * request; ours never change while the server runs, so each answer just copies them.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return headers
}

/**
 * Google Tag Manager's origins, allowed only when the operator configured a container (GTM_ID).
 * The page injects the script itself, after the visitor consents to analytics.
 */
const tagManagerScripts = ['https://www.googletagmanager.com']
const tagManagerConnections = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const tagManagerImages = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']

/**
 * Routes under /api that answer a page, or a file a page shows: they keep the document set. The
 * test checkout page (a browser navigates there), the API documentation page, and media files
 * (a PDF is shown in a frame of our pages, decision 015; player.routes.ts adjusts its CSP).
 */
const documentRoutes = /^\/api\/(docs(\/|$)|payments\/local-checkout\/|media\/)/

/**
 * The web app's hashed scripts and stylesheets (`/assets/*.js`, `*.css`): a browser runs or applies
 * them and never renders them as a page (nosniff holds them to their type), so they take the API's
 * short set, not the document set (issue 28: on a member's first visit the panel loads about thirty
 * of them, and the document set is 700 bytes more on each). Any other asset (an SVG can be opened as
 * a page) keeps the document set.
 */
const webSubresources = /^\/assets\/[^/]+\.(js|css)$/

/**
 * What an API answer (JSON, a CSV or ZIP to download, a redirect) needs: it is never a page of ours.
 * A browser that is led to render it anyway (opened in a tab, framed, sniffed as HTML) may run
 * nothing, load nothing and frame nothing (`default-src 'none'; frame-ancestors 'none'`), may not
 * guess another type (`nosniff`), may not read it from another site's page (CORP), and sends no
 * referrer from it. The document headers (COOP, Origin-Agent-Cluster, X-Frame-Options, the DNS
 * prefetch, download and cross-domain-policy switches, X-XSS-Protection) govern how a page behaves
 * and are left off: 7 headers and 426 bytes per answer, parsed by every client (decision 092).
 */
function apiHeaders(strictTransportSecurity: string | undefined): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(strictTransportSecurity ? { 'strict-transport-security': strictTransportSecurity } : {}),
  }
}

interface SecurityOptions {
  secureCookies: boolean
  /** A tag-manager container is configured: its origins join the CSP. */
  tagManager?: boolean
  /** Answer 503 while the event loop lags more than this (ms); 0 turns the guard off. */
  eventLoopGuardMs: number
}

/**
 * Headers, compression and back-pressure: what every answer gets, whatever route produced it. Pages
 * and static files get helmet's document set; API answers and the app's scripts and stylesheets a
 * shorter one (`apiHeaders`).
 */
export default fp(
  async function security(
    app: FastifyInstance,
    { secureCookies, tagManager = false, eventLoopGuardMs }: SecurityOptions,
  ) {
    const extra = (origins: string[]) => (tagManager ? origins : [])
    const documentHeaders = securityHeaders({
      // The SPA is built with no inline script; media and images are ours or local blobs.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra(tagManagerScripts)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra(tagManagerImages)],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", ...extra(tagManagerConnections)],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: secureCookies,
      crossOriginEmbedderPolicy: false,
    })
    const api = apiHeaders(documentHeaders['strict-transport-security'])
    // Which set a route pattern gets, worked out once per pattern (the routes are a fixed set).
    // Anything that matched no route (the web app's pages, a 404) is treated as a document.
    const setFor = new Map<string, Record<string, string>>()
    const headersFor = (route: string | null): Record<string, string> => {
      if (route === null) return documentHeaders
      let set = setFor.get(route)
      if (set === undefined) {
        const isApi = route === '/api' || route.startsWith('/api/')
        set = (isApi && !documentRoutes.test(route)) || webSubresources.test(route) ? api : documentHeaders
        setFor.set(route, set)
      }
      return set
    }
    // The first hook of every request, so every answer carries its headers, refusals included (the
    // overload guard's 503, the client key pair's 401). One hook for the request id and the set.
    rememberMatchedRoutes(app)
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id).headers(headersFor(matchedRoute(request)))
      done()
    })
    // Fastify never reads the body of a GET or HEAD request, so decompressing one is work for
    // nothing: those routes skip @fastify/compress's request hook (decision 096). Registered before
    // the plugin, whose own onRoute hook reads the option.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) route.decompress = false
    })
    await app.register(compress, { threshold: 1024 })
    await app.register(underPressure, {
      maxEventLoopDelay: eventLoopGuardMs,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      pressureHandler: (_request, reply) => {
        reply
          .status(503)
          .header('retry-after', '10')
          .send({
            success: false,
            message: t('common.serviceUnavailable'),
            code: 'common.serviceUnavailable',
          })
      },
    })
  },
  { name: 'security' },
)
