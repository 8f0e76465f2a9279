import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'

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
  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss()],
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
      : {},
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
            output: { codeSplitting: { groups: [qrcode] } },
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          rolldownOptions: { output: { codeSplitting: { groups: [reactLibraries, qrcode] } } },
        },
}))
