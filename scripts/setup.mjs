// What `npm start` and `npm test` need before anything else runs. Plain Node, no dependencies:
// on a fresh clone nothing is installed yet.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runs a command in the repository, streaming its output; answers its exit code. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

export function log(message) {
  console.log(`\n\u001b[1m▸ ${message}\u001b[0m`)
}

/** `npm install` when node_modules is missing or older than the lock file (not `npm ci`: see README). */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  log('Instalando dependencias (npm install)')
  if (run('npm', ['install', '--no-fund', '--no-audit']) !== 0) process.exit(1)
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Debian's Chromium for Playwright; the test tools never download a browser of their own. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true
  log('Instalando Chromium desde los paquetes de Debian')
  if (!commandExists('apt-get')) {
    console.error('Falta /usr/bin/chromium y no hay apt-get para instalarlo.')
    return false
  }
  return aptInstall('chromium')
}

/** Installs Debian packages, as root or through sudo. */
export function aptInstall(...packages) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  const script = `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages.join(' ')}`
  return run('sh', ['-c', script]) === 0
}

export function output(command, args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}
