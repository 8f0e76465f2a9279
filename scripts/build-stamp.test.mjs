import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildInputsHash,
  buildOutputs,
  clearBuildStamp,
  isBuildCurrent,
  writeBuildStamp,
} from './build-stamp.mjs'

const roots = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function write(root, file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

/** A repository in miniature: a few inputs, and the bundle a build leaves. */
function repository() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sosiego-stamp-'))
  roots.push(root)
  write(root, 'package-lock.json', '{"lockfileVersion":3}')
  write(root, 'apps/api/src/server.ts', 'export {}')
  write(root, 'apps/web/src/main.tsx', 'export {}')
  write(root, 'apps/web/vite.config.ts', 'export default {}')
  write(root, 'packages/shared/src/index.ts', 'export {}')
  write(root, 'apps/api/dist/server.js', '')
  write(root, 'apps/web/dist/index.html', '')
  mkdirSync(path.join(root, 'apps/web/dist-server'), { recursive: true })
  return root
}

/** What `npm start` does: build unless current, then stamp. */
function built(root) {
  writeBuildStamp(root, buildInputsHash(root))
  return root
}

describe('the build stamp', () => {
  it('skips the build when nothing has changed since the last one', () => {
    const root = built(repository())
    expect(isBuildCurrent(root)).toBe(true)
  })

  it.each([
    'apps/api/src/server.ts',
    'apps/web/src/main.tsx',
    'packages/shared/src/index.ts',
    'package-lock.json',
    'apps/web/vite.config.ts',
  ])('builds again when %s changes', (file) => {
    const root = built(repository())
    write(root, file, 'export const changed = true')
    expect(isBuildCurrent(root)).toBe(false)
  })

  it('builds again when a source file is added, renamed or removed', () => {
    const root = built(repository())
    write(root, 'apps/web/src/new.ts', '')
    expect(isBuildCurrent(root)).toBe(false)
    writeBuildStamp(root, buildInputsHash(root))
    rmSync(path.join(root, 'apps/web/src/new.ts'))
    write(root, 'apps/web/src/other.ts', '')
    expect(isBuildCurrent(root)).toBe(false)
  })

  it('ignores test files and installed packages, which the bundle never contains', () => {
    const root = built(repository())
    write(root, 'apps/api/src/server.test.ts', 'it()')
    write(root, 'apps/web/node_modules/x/index.js', '')
    expect(isBuildCurrent(root)).toBe(true)
  })

  it.each(buildOutputs)('builds again when %s is missing', (output) => {
    const root = built(repository())
    rmSync(path.join(root, output), { recursive: true })
    expect(isBuildCurrent(root)).toBe(false)
  })

  it('builds when there is no stamp, or after a build that did not finish', () => {
    const root = repository()
    expect(isBuildCurrent(root)).toBe(false)
    built(root)
    clearBuildStamp(root)
    expect(isBuildCurrent(root)).toBe(false)
  })
})
