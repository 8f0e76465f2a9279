import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from '../paths.ts'
import * as schema from './schema/index.ts'

/** Both drivers behind one type: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

// Any constant will do: it only has to be the same for every instance of this application.
const MIGRATION_LOCK_ID = 724_105_331

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined
  dataDir: string
  /** Load a PGlite data directory snapshot (tests), instead of opening one on disk. */
  pgliteSnapshot?: Blob
  onError?: (error: Error) => void
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onError) : openPglite(options)
}

async function openPglite({ dataDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite
  if (pgliteSnapshot) {
    client = await PGlite.create({ loadDataDir: pgliteSnapshot })
  } else {
    const dir = path.join(dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir)
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    // PGlite is embedded and single-connection: no other instance can race this one.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(
  connectionString: string,
  onError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 })
  // A client whose server went away emits 'error' — idle ones on the pool, checked-out ones (inside
  // a transaction, say) on themselves. Unhandled, either would crash the process.
  pool.on('error', (error) => onError?.(error))
  pool.on('connect', (client) => client.on('error', (error) => onError?.(error)))
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // A session-level advisory lock, so two instances starting together do not both migrate.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => pool.end(),
  }
}

async function pingWith(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** A migrated, empty PGlite data directory as a tarball: tests load it instead of migrating each time. */
export async function createMigratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create()
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  const snapshot = await client.dumpDataDir('gzip')
  await client.close()
  return snapshot
}
