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

// Libraries change far less often than the app: separate chunks stay cached across releases.
const codeSplitting = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
    // Only the app-download dialog needs it, loaded on demand.
    { name: 'qrcode', test: /node_modules[\\/]qrcode-generator[\\/]/ },
  ],
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss()],
  // The landing entry navigates by full page loads: it gets a few lines instead of React Router.
  resolve:
    mode === 'landing'
      ? { alias: { 'react-router': fileURLToPath(new URL('./src/app/landing-router.tsx', import.meta.url)) } }
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
          // One file for everything the page needs at once: each response carries about 1 KB of
          // headers. Only the dialogs and menus load later, on first use.
          rolldownOptions: {
            input: 'landing.html',
            output: { codeSplitting: true },
          },
        }
      : { outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: { codeSplitting } } },
}))
