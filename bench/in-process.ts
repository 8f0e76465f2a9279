// The in-process benches' database and configuration (bench/progress.ts, bench/reminders.ts): the
// app runs inside the bench (`app.inject`), on BENCH_DATABASE_URL or a throw-away PGlite database.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../apps/api/src/config.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'

/** A migrated database and a test configuration in a temporary folder named for the bench. */
export async function openBenchDatabase(name: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sosiego-bench-${name}-`))
  const databaseUrl = process.env.BENCH_DATABASE_URL
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomUUID() + randomUUID(),
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    EVENT_LOOP_GUARD_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const database = await openDatabase({ databaseUrl, dataDir })
  await database.migrate()
  return {
    config,
    database,
    /** Another connection to the same database (the cleanup, once the app has closed it). */
    reopen: () => openDatabase({ databaseUrl, dataDir }),
    /** Closes the database and removes the folder. */
    close: async () => {
      await database.close().catch(() => {})
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
