import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// The API serves dist/ in production; in development Vite forwards /api and /media to it, presenting
// the API's own origin: the API refuses writes that name another origin (cross-site protection).
const target = 'http://localhost:3000'
const forward: ProxyOptions = {
  target,
  configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', target)),
}
const api = { '/api': forward, '/media': forward }

// Only the app-download dialog needs it, loaded on demand.
const qrcode = { name: 'qrcode', test: /node_modules[\\/]qrcode-generator[\\/]/ }
// Libraries change far less often than the app: separate chunks stay cached across releases.
const reactLibraries = {
  name: 'react',
  test: /node_modules[\\/](react|react-dom|react-router|scheduler|preact)[\\/]/,
}

// The app runs its React code on Preact's compatibility layer (decision 119): the same components,
// hooks and libraries, 57 KB less gzip JavaScript on a member's first visit. The landing's build, the
// server's pre-render and the component tests keep React; the browser suite runs this build.
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]

// Each icon would be a file of its own (about 300 bytes, under about 1 KB of response headers): the
// panel's first load asked for fifteen of them. One file holds every icon the app draws (issue 28).
const icons = { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }

// The landing page's first screen (decision 022): what its `intent` islands need (the site's services,
// the navigation bar, the footer, the dialogs' hosts) with React, in one file, since each response
// carries about 1 KB of headers. Their static imports are listed, not followed: the entry (landing.tsx,
// the island registry, the header video's script, the session hint) stays out of it, so that nothing
// of it loads before the visitor's first intent (decision 052), and so does whatever loads later (the
// dialogs, the plans, the carousel).
const landingFirstScreen = {
  name: 'islands',
  test: new RegExp(
    [
      String.raw`node_modules[\/](react|react-dom|scheduler|clsx|tailwind-merge|lucide-react|@radix-ui[\/]react-(slot|compose-refs))[\/]`,
      String.raw`packages[\/]shared[\/](?!src[\/]rules[\/]session-hint)`,
      String.raw`src[\/]lib[\/](?!island|offline-|listening-queue)`,
      String.raw`src[\/]components[\/](brand-logo|ui[\/](button|spinner|toaster))\.`,
      String.raw`src[\/]app[\/](landing-islands[\/](runtime|island-frame|site)|layouts[\/](site-|guest-actions)|page-loads|landing-router|landing-query|query-client|routes[\/]home-handle)`,
      String.raw`src[\/]features[\/]auth[\/](session|api[\/]|lib[\/]|hooks[\/]use-account-modal|components[\/]account-modal-host)`,
      String.raw`src[\/]features[\/]consent[\/](consent-store|tag-manager|components[\/]cookie-consent)`,
      String.raw`src[\/]features[\/]landing[\/](lib[\/](?!hero-video)|components[\/](hero-media|trial-dialog-host))`,
      String.raw`src[\/]features[\/]legal[\/]contact-details`,
    ].join('|'),
  ),
}

// The member panel's service worker (decision 082), built with the app only: the landing entry and
// the pre-render bundle know nothing of it, and the panel registers it itself (no script injected).
// The manifest is public/manifest.webmanifest, linked by both pages.
//
// It keeps, when it installs, the code of every member panel page (issue 28): any panel page then
// opens offline, even one never visited. The worker downloads them on its own thread; loading them
// from the page (as before) evaluated each one, blocking a phone's main thread while the panel
// opened. Only the panel's: the back office's code is no business of a member's phone.
const panelFiles = new Set<string>()
const panelPage = /[\\/]src[\\/]app[\\/]routes[\\/]panel(-[a-z-]+)?\.tsx$/

/** Notes the files the app's entry and the panel's pages load: their chunks, what those import, and their styles. */
const notePanelFiles: Plugin = {
  name: 'sosiego:panel-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    panelFiles.clear()
    const keep = (fileName: string) => {
      const chunk = bundle[fileName]
      if (panelFiles.has(fileName) || chunk?.type !== 'chunk') return
      panelFiles.add(fileName)
      for (const css of chunk.viteMetadata?.importedCss ?? []) panelFiles.add(css)
      chunk.imports.forEach(keep)
    }
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && (chunk.isEntry || panelPage.test(chunk.facadeModuleId ?? '')))
        keep(chunk.fileName)
  },
}

const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['manifest.webmanifest', 'favicon.svg', 'assets/*.{js,css}'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || panelFiles.has(entry.url)),
        warnings: [],
      }),
    ],
    // Their names carry their content's hash.
    dontCacheBustURLsMatching: /^assets\//,
  },
})

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild || mode === 'landing' ? [] : [notePanelFiles, serviceWorker]),
  ],
  // The landing entry gets a few lines in place of two libraries only the app needs in full: React
  // Router (its links are full page loads) and TanStack Query (it reads two lists once).
  resolve:
    mode === 'landing'
      ? {
          alias: {
            'react-router': fileURLToPath(new URL('./src/app/landing-router.tsx', import.meta.url)),
            '@tanstack/react-query': fileURLToPath(new URL('./src/app/landing-query.tsx', import.meta.url)),
          },
        }
      : isSsrBuild
        ? {}
        : {
            alias: preactForReact,
          },
  // The pre-render bundle (entry-server.tsx) carries its libraries: the server loads it as one file.
  ssr: { noExternal: true },
  server: { proxy: api },
  preview: { proxy: api },
  build: isSsrBuild
    ? { copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } }
    : mode === 'landing'
      ? // The landing page's entry, a build of its own so that it shares no chunk with the app's: a
        // shared chunk would carry the data router and whatever else the app's entry needs.
        {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          // No separate library chunk: each response carries about 1 KB of headers, so the page loads
          // in as few files as the bundler allows. Dialogs and menus load on first use.
          rolldownOptions: {
            input: 'landing.html',
            output: {
              codeSplitting: { includeDependenciesRecursively: false, groups: [qrcode, landingFirstScreen] },
            },
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // The HTML's own preloads only: for a lazily loaded page Vite's helper would append a
          // <link rel="modulepreload"> per dependency while the router starts, a long task on a phone
          // (issue 28, decision 022); the browser finds them in the page's imports instead.
          modulePreload: {
            resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
          },
          rolldownOptions: { output: { codeSplitting: { groups: [reactLibraries, qrcode, icons] } } },
        },
}))
