import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { adminUrl, testDatabaseUrl } from './postgres.ts'

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of a PostgreSQL test database; undefined on PGlite. */
  url: string | undefined
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>
}

/** A fresh, migrated database of its own for one test file: PGlite, or PostgreSQL when configured. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl()
  if (!url) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))])
    const handle = await openDatabase({ dataDir: os.tmpdir(), pgliteSnapshot: snapshot })
    return { ...handle, url: undefined, destroy: handle.close }
  }
  const pg = (await import('pg')).default
  const name = `sosiego_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`)
  await admin.end()
  const databaseUrl = adminUrl(url, name)
  const handle = await openDatabase({ databaseUrl, dataDir: os.tmpdir() })
  return {
    ...handle,
    url: databaseUrl,
    async destroy() {
      await handle.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
