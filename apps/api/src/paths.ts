import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The API package folder, found from this module whether it runs from src/ (tsx, tests) or from
 * the bundle in dist/: migrations and seed media live beside the code, not beside the process.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('apps/api folder not found (no drizzle/meta above the server)')
    dir = parent
  }
  return dir
}

export const apiRoot = findApiRoot()
export const migrationsFolder = path.join(apiRoot, 'drizzle')
export const seedMediaFolder = path.join(apiRoot, 'src', 'seed', 'media')
export const defaultWebDistDir = path.join(apiRoot, '..', 'web', 'dist')
