import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'

/** A built web app: `dist/` (and, when asked, the pre-render bundle beside it in `dist-server/`). */
async function fakeWebBuild(prerenderModule?: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sosiego-web-'))
  const dir = path.join(root, 'dist')
  await mkdir(path.join(dir, 'assets'), { recursive: true })
  if (prerenderModule) {
    await mkdir(path.join(root, 'dist-server'))
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), prerenderModule)
  }
  await writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="es"><head><title>Sosiego</title>',
      '<meta name="description" content="Por defecto">',
      '<meta property="og:title" content="Sosiego">',
      '<meta property="og:description" content="Por defecto">',
      '<meta name="twitter:title" content="Sosiego">',
      '<meta name="twitter:description" content="Por defecto">',
      '<!--page-meta--><!--app-config--></head><body><div id="root"></div></body></html>',
    ].join(''),
  )
  await writeFile(
    path.join(dir, 'assets', 'index-Ab12Cd.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))})`,
  )
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd.css'), 'body{margin:0}')
  await writeFile(path.join(dir, 'assets', 'figure-Ab12Cd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  return dir
}

describe('the web app', async () => {
  const webDist = await fakeWebBuild()
  const { app, config } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it('serves index.html at / with security headers and no caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.body).toContain('<div id="root">')
    expect(res.body).not.toContain('sosiego-api-key')
    expect(res.body).not.toContain('sosiego-google-sign-in')
  })

  it('answers client routes with index.html', async () => {
    for (const url of ['/panel/configuracion', '/login?mode=signup', '/ruta-que-no-existe']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('sends the short header set with the hashed scripts and stylesheets, and the document set with any page or other file', async () => {
    for (const url of ['/assets/index-Ab12Cd.js', '/assets/index-Ab12Cd.css']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['x-frame-options']).toBeUndefined()
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined()
    }
    // An SVG can be opened as a page: it keeps the page's policy, as the pages do.
    for (const url of ['/assets/figure-Ab12Cd.svg', '/favicon.svg', '/panel']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.headers['x-frame-options']).toBeDefined()
    }
  })

  it('serves the panel’s service worker uncached, so a new one is seen on the next visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('answers a link whose query holds a dotted token with the page (an e-mail’s signed link)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/recordatorios/baja?token=3f31-f61a.sVFjXkMlaQY7MFBu',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-Zz99.js' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<div id="root">')
  })

  it('serves cover images from storage, and nothing else there', async () => {
    await mkdir(path.join(config.storageDir, 'caratula-audios'), { recursive: true })
    await mkdir(path.join(config.storageDir, 'audios'), { recursive: true })
    await writeFile(path.join(config.storageDir, 'caratula-audios', 'luna.webp'), 'RIFF')
    await writeFile(path.join(config.storageDir, 'audios', 'calma.mp3'), 'ID3')

    expect((await app.inject({ method: 'GET', url: '/media/caratula-audios/luna.webp' })).statusCode).toBe(
      200,
    )
    expect((await app.inject({ method: 'GET', url: '/media/audios/calma.mp3' })).statusCode).toBe(404)
    await writeFile(path.join(config.dataDir, 'private.txt'), 'PRIVATE')
    const escapes = [
      '/media/../private.txt',
      '/media/%2e%2e/private.txt',
      '/media/caratula-audios/..%2f..%2fprivate.txt',
      '/media/caratula-audios/../audios/calma.mp3',
      '/media/caratula-audios/%2e%2e%2faudios%2fcalma.mp3',
    ]
    for (const url of escapes) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body, url).not.toContain('ID3')
      expect(res.body, url).not.toContain('PRIVATE')
    }
  })
})

describe('the web app with a client key pair and Google sign-in', async () => {
  const webDist = await fakeWebBuild()
  const { app } = await createTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      API_KEY: 'web"<client>',
      API_SECRET: 'pair-secret',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      WHATSAPP_NUMBER: '34600111222',
    },
  })

  it('hands the pair and the Google switch to the page as escaped meta tags', async () => {
    const res = await app.inject({ method: 'GET', url: '/panel' })
    expect(res.body).toContain('<meta name="sosiego-api-key" content="web&quot;&lt;client>">')
    expect(res.body).toContain('<meta name="sosiego-api-secret" content="pair-secret">')
    expect(res.body).toContain('<meta name="sosiego-google-sign-in" content="enabled">')
    expect(res.body).toContain('<meta name="sosiego-contact-email" content="hola@sosiego.app">')
    expect(res.body).toContain('<meta name="sosiego-whatsapp-number" content="34600111222">')
    expect(res.body).not.toContain('sosiego-gtm-id')
  })
})

describe('the public pages for search engines and link previews', async () => {
  const webDist = await fakeWebBuild()
  const { app } = await createTestApp({
    env: { WEB_DIST_DIR: webDist, APP_URL: 'https://sosiego.example' },
  })

  it.each([
    ['/', 'Inicio · Sosiego', 'Meditaciones guiadas'],
    ['/terminos-y-condiciones', 'Términos y condiciones · Sosiego', 'Condiciones de uso de Sosiego'],
    ['/politica-privacidad', 'Política de privacidad · Sosiego', 'Cómo trata Sosiego tus datos'],
    ['/contact', 'Contacto · Sosiego', 'Escríbenos o llámanos'],
  ])(
    'writes the title, description, sharing tags and canonical URL of %s',
    async (url, title, description) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      const html = res.body
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain(`<meta property="og:title" content="${title}">`)
      expect(html).toContain(`<meta name="twitter:title" content="${title}">`)
      for (const key of ['name="description"', 'property="og:description"', 'name="twitter:description"'])
        expect(html).toMatch(new RegExp(`<meta ${key} content="${description}[^"]+">`))
      expect(html).not.toContain('Por defecto')
      expect(html).toContain(`<link rel="canonical" href="https://sosiego.example${url}">`)
      expect(html).toContain(`<meta property="og:url" content="https://sosiego.example${url}">`)
      expect(html).toContain('<meta property="og:image" content="https://sosiego.example/icon-512.png">')
      expect(html).not.toContain('<!--page-meta-->')
    },
  )

  it('keeps the defaults, and no canonical URL, elsewhere', async () => {
    const res = await app.inject({ method: 'GET', url: '/panel/configuracion' })
    expect(res.body).toContain('<title>Sosiego</title>')
    expect(res.body).toContain('<meta name="description" content="Por defecto">')
    expect(res.body).not.toContain('rel="canonical"')
    expect(res.body).toContain('<meta property="og:image" content="https://sosiego.example/icon-512.png">')
  })
})

describe('the content security policy and the tag manager', async () => {
  const csp = async (env: Record<string, string>) => {
    const { app } = await createTestApp({ env: { WEB_DIST_DIR: await fakeWebBuild(), ...env } })
    const header = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    return Object.fromEntries(
      header.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/)
        return [name, values]
      }),
    ) as Record<string, string[]>
  }
  const withoutGtm = await csp({})
  const withGtm = await csp({ GTM_ID: 'GTM-ABC123' })

  it('stays strict when no container is configured', () => {
    expect(withoutGtm['script-src']).toEqual(["'self'"])
    expect(withoutGtm['connect-src']).toEqual(["'self'"])
    expect(withoutGtm['img-src']).toEqual(["'self'", 'data:', 'blob:'])
  })

  it("allows Google Tag Manager's origins, and no others, when GTM_ID is set", () => {
    expect(withGtm['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(withGtm['connect-src']).toContain('https://www.googletagmanager.com')
    expect(withGtm['img-src']).toContain('https://www.googletagmanager.com')
    expect(withGtm['script-src']).not.toContain("'unsafe-inline'")
    expect(withGtm['default-src']).toEqual(["'self'"])
  })
})

describe('the pre-rendered public pages', async () => {
  const webDist = await fakeWebBuild(
    [
      "export const prerenderedPaths = ['/', '/terminos-y-condiciones', '/politica-privacidad', '/contact']",
      'export async function prerender(path, settings) {',
      "  if (path === '/contact') throw new Error('this page cannot render')",
      "  return '<main>Página ' + path + ' · ' + settings['contact-email'] + '</main>'",
      '}',
    ].join('\n'),
  )
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: webDist, CONTACT_EMAIL: 'hola@sosiego.test' } })

  it('serves the landing and legal pages rendered, with the settings the page will read', async () => {
    for (const url of ['/', '/terminos-y-condiciones', '/politica-privacidad']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`<div id="root"><main>Página ${url} · hola@sosiego.test</main></div>`)
    }
  })

  it('serves a page that failed to render as the shell, and app pages always as the shell', async () => {
    // /test is a public page, but one that depends on what the browser keeps: never pre-rendered.
    for (const url of ['/contact', '/test', '/login', '/panel']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })
})

describe('the daily pages’ pre-rendered frames (issue 28)', async () => {
  const webDist = await fakeWebBuild(
    [
      "export const prerenderedPaths = ['/']",
      "export const framedPaths = ['/panel/progreso', '/panel/suscripcion', '/login?mode=login']",
      'export async function prerender(path) {',
      "  if (path === '/panel/suscripcion') throw new Error('this frame cannot render')",
      "  return '<main><h1>Marco de ' + path + '</h1></main>'",
      '}',
    ].join('\n'),
  )
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it('serves a framed page with its frame, marked for the app to render over it', async () => {
    const res = await app.inject({ method: 'GET', url: '/panel/progreso' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(
      '<div id="root" data-frame><main><h1>Marco de /panel/progreso</h1></main></div>',
    )
    // The same for everyone: nothing of a session in it, and never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves a frame named with a query only to requests with its values', async () => {
    for (const url of ['/login?mode=login', '/login?next=1&mode=login']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body, url).toContain('<div id="root" data-frame><main><h1>Marco de /login?mode=login</h1>')
    }
    // A query of any other value, or none: the shell, which renders what was asked for.
    for (const url of ['/login?mode=signup', '/login']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root"></div>')
    }
  })

  it('serves a frame that failed to render, and every other app page, as the shell', async () => {
    for (const url of ['/panel/suscripcion', '/panel', '/panel/mis-tests']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })
})

describe('a pre-rendered page with an entry of its own (the landing page)', async () => {
  const webDist = await fakeWebBuild(
    [
      "export const prerenderedPaths = ['/', '/contact']",
      "export const pageEntries = { '/': 'landing.html', '/contact': 'landing.html' }",
      'export async function prerender(path) {',
      "  if (path === '/contact') throw new Error('this page cannot render')",
      "  return '<main>Inicio</main>'",
      '}',
    ].join('\n'),
  )
  await writeFile(
    path.join(webDist, 'landing.html'),
    [
      '<!doctype html><html lang="es"><head><title>Sosiego</title>',
      '<script type="module" crossorigin src="/assets/landing-Ab12.js"></script>',
      '<!--page-meta--><!--app-config--></head><body><div id="root"></div></body></html>',
    ].join(''),
  )
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it('is served with that entry, rendered, titled, its script after what the first paint needs', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"><main>Inicio</main></div>')
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/landing-Ab12.js">',
    )
    expect(res.body).not.toContain('<title>Sosiego</title>')
  })

  it('falls back to the app’s shell when it could not be rendered: that entry only hydrates', async () => {
    const res = await app.inject({ method: 'GET', url: '/contact' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('landing-Ab12.js')
  })

  it('does not serve the entry’s HTML file as it is on disk', async () => {
    const res = await app.inject({ method: 'GET', url: '/landing.html' })
    expect(res.statusCode).toBe(404)
  })
})

describe('a pre-render bundle from an older build', async () => {
  const webDist = await fakeWebBuild("export async function prerender() { return '<main>Antigua</main>' }")
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it('is not used: the pages are served as the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
  })
})

describe("a staging site's pages (ALLOW_TEST_PAYMENTS)", async () => {
  const webDist = await fakeWebBuild()
  const { app } = await createTestApp({
    env: { WEB_DIST_DIR: webDist, PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'true' },
  })
  const { app: shop } = await createTestApp({ env: { WEB_DIST_DIR: webDist } })

  it("tell the web app to show 'Modo de prueba' on every page, and only there", async () => {
    for (const url of ['/', '/panel', '/contact', '/admin/planes']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain(
        '<meta name="sosiego-test-mode" content="enabled">',
      )
      expect((await shop.inject({ method: 'GET', url })).body, url).not.toContain('sosiego-test-mode')
    }
  })
})
