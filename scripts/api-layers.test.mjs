import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { cycles, violations } from './api-layers.mjs'

// A small API tree per test, written to a temporary folder: the layering rules on known imports.
let root
function tree(files) {
  root = mkdtempSync(join(tmpdir(), 'api-layers-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
afterEach(() => rmSync(root, { recursive: true, force: true }))

const wellLaidOut = {
  'app.ts': "import { ordersRoutes } from './modules/orders/index.ts'\n",
  'lib/app-error.ts': 'export class AppError extends Error {}\n',
  'modules/orders/index.ts': "export { default as ordersRoutes } from './orders.routes.ts'\n",
  'modules/orders/orders.routes.ts':
    "import { AppError } from '../../lib/app-error.ts'\nimport { findUser } from '../users/index.ts'\nexport default () => [AppError, findUser]\n",
  'modules/users/index.ts': "export { findUser } from './users.repository.ts'\n",
  'modules/users/users.repository.ts': 'export const findUser = () => null\n',
  'modules/users/users.test.ts': "import { ordersRoutes } from '../orders/orders.routes.ts'\n",
  'modules/users/users.test-helpers.ts':
    "import { ordersRoutes } from '../orders/orders.routes.ts'\nimport { seedAll } from '../../seed/index.ts'\n",
  'seed/index.ts':
    "import { findUser } from '../modules/users/index.ts'\nexport const seedAll = () => findUser\n",
}

describe('the API layering check', () => {
  it('accepts modules that meet through their public entries, and ignores tests and their helpers', () => {
    expect(violations(tree(wellLaidOut))).toEqual([])
  })

  it('refuses two rooms importing each other', () => {
    const found = violations(
      tree({
        ...wellLaidOut,
        'modules/users/index.ts':
          "export { findUser } from './users.repository.ts'\nexport { ordersRoutes } from '../orders/index.ts'\n",
      }),
    )
    expect(found.join('\n')).toMatch(/rooms import each other: modules\/orders, modules\/users/)
  })

  it('refuses a foundation that imports a module', () => {
    const found = violations(
      tree({ ...wellLaidOut, 'lib/csv.ts': "import { findUser } from '../modules/users/index.ts'\n" }),
    )
    expect(found).toEqual(['lib/ is below the modules and imports one: lib/csv.ts → modules/users/index.ts'])
  })

  it("refuses an import past another module's public entry, type-only ones too", () => {
    const found = violations(
      tree({
        ...wellLaidOut,
        'modules/orders/orders.service.ts':
          "import type { findUser } from '../users/users.repository.ts'\nexport type F = typeof findUser\n",
      }),
    )
    expect(found).toEqual([
      "past modules/users's public entry (modules/users/index.ts): modules/orders/orders.service.ts → modules/users/users.repository.ts",
    ])
  })

  it("refuses a module's file importing its own entry", () => {
    const found = violations(
      tree({
        ...wellLaidOut,
        'modules/users/users.service.ts':
          "import { findUser } from './index.ts'\nexport const f = findUser\n",
      }),
    )
    expect(found).toEqual([
      'modules/users imports its own public entry: modules/users/users.service.ts → modules/users/index.ts',
    ])
  })

  it('fails `npm run lint` (its --check exits 1) on a tree with a violation, and passes a clean one', () => {
    const script = fileURLToPath(new URL('./api-layers.mjs', import.meta.url))
    const clean = spawnSync(process.execPath, [script, '--check', tree(wellLaidOut)], { encoding: 'utf8' })
    expect(clean.status).toBe(0)
    rmSync(root, { recursive: true, force: true })
    const broken = tree({
      ...wellLaidOut,
      'db/seed.ts': "import { findUser } from '../modules/users/index.ts'\n",
    })
    const run = spawnSync(process.execPath, [script, '--check', broken], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'db/ is below the modules and imports one: db/seed.ts → modules/users/index.ts',
    )
  })

  it('finds each strongly connected set of rooms once', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['d', ['e']],
      ['e', ['d']],
    ])
    expect(cycles(graph)).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ])
  })
})
