// Whether `npm start` can skip the build: a hash of everything the build reads, written beside the
// bundle after a successful build. Plain Node, no dependencies (it runs before anything is built).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What the build reads, relative to the repository: the three workspaces' sources and configs, and
 * the lock file (a changed dependency changes the bundle). Folders are walked whole.
 */
export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/package.json',
  'packages/shared/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/build.mjs',
  'apps/api/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/public',
  'apps/web/src',
]

/** What a build leaves: all must be there for a skip. */
export const buildOutputs = ['apps/web/dist/index.html', 'apps/web/dist-server', 'apps/api/dist/server.js']

/** Where the hash of the inputs that made the current bundle is kept (dist/ is not in git). */
export const stampFile = 'apps/api/dist/.build-inputs.sha256'

// Test files are never bundled: editing one does not call for a build.
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name)

function listFiles(root, relative, into) {
  const full = path.join(root, relative)
  if (!existsSync(full)) return
  if (!statSync(full).isDirectory()) {
    into.push(relative)
    return
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || isTestFile(entry.name)) continue
    listFiles(root, path.posix.join(relative, entry.name), into)
  }
}

/** sha256 over the inputs' paths and contents (not their times: a fresh checkout of the same commit matches). */
export function buildInputsHash(root) {
  const files = []
  for (const input of buildInputs) listFiles(root, input, files)
  files.sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** The bundle is there and was built from exactly these inputs. */
export function isBuildCurrent(root, hash = buildInputsHash(root)) {
  if (!buildOutputs.every((output) => existsSync(path.join(root, output)))) return false
  const stamp = path.join(root, stampFile)
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash
}

/** After a successful build only. */
export function writeBuildStamp(root, hash) {
  writeFileSync(path.join(root, stampFile), `${hash}\n`)
}

/** Before a build: one that fails half-way must not leave a stamp claiming the old bundle. */
export function clearBuildStamp(root) {
  rmSync(path.join(root, stampFile), { force: true })
}
