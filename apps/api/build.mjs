// Bundles the server into dist/server.js. Packages from node_modules stay external (native
// addons, WASM); our own workspace packages, which export TypeScript source, are bundled in.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sosiego/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
