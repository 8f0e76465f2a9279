import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
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
  /**
   * Calls `onNotify` on every `notify(channel)` made by any instance on this database, and again
   * whenever a lost listening connection comes back (notifications may have been missed meanwhile).
   * Answers the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  /** Tells every instance listening on `channel` (this one too); delivered once committed. */
  notify(channel: string): Promise<void>
  /** PostgreSQL's connection pool right now (metrics); PGlite has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number }
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

/**
 * The contrib extensions the migrations create: PGlite ships them as separate modules that must be
 * loaded when the database opens, or `create extension` (and every index using it) fails.
 * pg_trgm: the back office's search indexes (decision 093).
 */
const pgliteExtensions = { pg_trgm }

async function openPglite({ dataDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite
  if (pgliteSnapshot) {
    client = await PGlite.create({ loadDataDir: pgliteSnapshot, extensions: pgliteExtensions })
  } else {
    const dir = path.join(dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions })
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    // PGlite is embedded and single-connection: no other instance can race this one.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    // One process holds an embedded database: its own LISTEN/NOTIFY reaches every listener.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify())
      return () => stop()
    },
    notify: async (channel) => {
      await client.query('select pg_notify($1, $2)', [channel, ''])
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(
  connectionString: string,
  onError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const maxConnections = 10
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5000 })
  // A client whose server went away emits 'error' — idle ones on the pool, checked-out ones (inside
  // a transaction, say) on themselves. Unhandled, either would crash the process.
  pool.on('error', (error) => onError?.(error))
  pool.on('connect', (client) => client.on('error', (error) => onError?.(error)))
  const db = drizzlePg(pool, { schema }) as unknown as Database
  const listener = createPostgresListener(connectionString, onError)
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
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: maxConnections,
    }),
    listen: listener.listen,
    notify: async (channel) => {
      await pool.query('select pg_notify($1, $2)', [channel, ''])
    },
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
}

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool between queries). Opened
 * on the first `listen`; when it drops it is opened again a second later, and every handler runs
 * then, since notifications sent meanwhile were lost.
 */
function createPostgresListener(connectionString: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<() => void>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let retry: NodeJS.Timeout | undefined
  let closed = false

  const runAll = () => {
    for (const set of handlers.values()) for (const handler of set) handler()
  }
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 })
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler()
      })
      next.on('error', (error) => {
        onError?.(error)
        lost(next)
      })
      next.on('end', () => lost(next))
      await next.connect()
      for (const channel of handlers.keys()) await next.query(`listen ${next.escapeIdentifier(channel)}`)
      client = next
      return next
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }
  const lost = (which: pg.Client) => {
    if (client !== which || closed) return
    client = undefined
    which.end().catch(() => {})
    scheduleReconnect()
  }
  const scheduleReconnect = () => {
    if (retry || closed) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(runAll, (error: Error) => {
        onError?.(error)
        scheduleReconnect()
      })
    }, 1000)
    retry.unref()
  }

  return {
    async listen(channel: string, onNotify: () => void) {
      let set = handlers.get(channel)
      const isNew = !set
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
      }
      set.add(onNotify)
      const current = client ?? (await connect())
      if (isNew && current === client) await current.query(`listen ${current.escapeIdentifier(channel)}`)
      return async () => {
        set.delete(onNotify)
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await connecting?.catch(() => {})
      await client?.end().catch(() => {})
      client = undefined
    },
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
  const client = await PGlite.create({ extensions: pgliteExtensions })
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  const snapshot = await client.dumpDataDir('gzip')
  await client.close()
  return snapshot
}
