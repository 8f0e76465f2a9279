// `npm start`: install what is missing, build, then run the server, which migrates, seeds the demo
// content and serves the API and the web app on one port.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureDependencies, log, root, run } from './setup.mjs'

ensureDependencies()
log('Compilando la web y el servidor')
if (run('npm', ['run', 'build']) !== 0) process.exit(1)

log('Arrancando Sosiego')
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
