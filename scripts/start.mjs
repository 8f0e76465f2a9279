// `npm start`: install what is missing, build (unless nothing the build reads has changed since the
// last build), then run the server, which migrates, seeds the demo content and serves the API and the
// web app on one port.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildInputsHash, clearBuildStamp, isBuildCurrent, writeBuildStamp } from './build-stamp.mjs'
import { ensureDependencies, log, root, run } from './setup.mjs'

ensureDependencies()
const inputs = buildInputsHash(root)
if (isBuildCurrent(root, inputs)) {
  log('La web y el servidor ya están compilados con estas fuentes')
} else {
  log('Compilando la web y el servidor')
  clearBuildStamp(root)
  // Always the production bundle: with NODE_ENV=development in the environment Vite would build
  // React's development bundle (five times the landing page's JavaScript).
  if (run('npm', ['run', 'build'], { NODE_ENV: 'production' }) !== 0) process.exit(1)
  writeBuildStamp(root, inputs)
}

log('Arrancando Sosiego')
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
