import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createMigratedPgliteSnapshot, openDatabase } from '../src/db/client.ts'
import { adminUrl, testDatabaseUrl } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar.gz), loaded by every test file in ~0.5 s. */
    pgliteSnapshot: string
    /** The migrated PostgreSQL database each test file clones: one per run, so checkouts can test side by side. */
    templateDatabase: string
    /** The run's temporary folder: every test's temporary files go under it (test/setup.ts), and it goes with the run. */
    tempRoot: string
  }
}

/**
 * Migrates once per run. On PGlite: a snapshot that each test file loads. On PostgreSQL
 * (TEST_DATABASE_URL): a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-test-'))
  // Readable by the `postgres` user, which runs the private clusters a test starts as root.
  await chmod(dir, 0o755)
  project.provide('tempRoot', dir)
  const url = testDatabaseUrl()
  const templateDatabase = `sosiego_test_template_${process.pid}`
  project.provide('templateDatabase', templateDatabase)
  if (url) {
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: adminUrl(url) })
    await admin.connect()
    await admin.query(`drop database if exists ${templateDatabase} with (force)`)
    await admin.query(`create database ${templateDatabase}`)
    await admin.end()
    const template = await openDatabase({ databaseUrl: adminUrl(url, templateDatabase), dataDir: dir })
    await template.migrate()
    await template.close()
  }
  const snapshot = path.join(dir, 'migrated.tar.gz')
  await writeFile(snapshot, Buffer.from(await (await createMigratedPgliteSnapshot()).arrayBuffer()))
  project.provide('pgliteSnapshot', snapshot)
  return async () => {
    await rm(dir, { recursive: true, force: true })
    if (!url) return
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: adminUrl(url) })
    await admin.connect()
    await admin.query(`drop database if exists ${templateDatabase} with (force)`)
    await admin.end()
  }
}
