import { spawnSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { adminUrl, testDatabaseUrl } from '../test/postgres.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { seedDemoContent } from './seed/index.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `sosiego-${name}-`))

/** `npm run backup` / `npm run restore` as an operator runs them (the scripts, not their functions). */
function npmScript(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Every member, order and file, in a form two databases can be compared by. */
async function contents(database: DatabaseHandle, dataDir: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const storage = path.join(dataDir, 'storage')
  const files = (readdirSync(storage, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return `${path.relative(storage, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`
    })
    .sort()
  return {
    members: await rows(sql`select id, email, role, password_hash from users order by email`),
    subscriptions: await rows(sql`select id, user_id, plan_id, status from subscriptions order by id`),
    orders: await rows(
      sql`select id, user_id, plan_id, amount_cents, status from payment_orders order by id`,
    ),
    files,
  }
}

describe('npm run backup and npm run restore', () => {
  it('writes the archive for its owner only (0600) whatever the umask, over an old readable file too, without the members’ export ZIPs (issue 27, L-4)', () => {
    const dataDir = temp('data')
    writeFileSync(path.join(dataDir, 'session-secret'), randomBytes(32).toString('hex'), { mode: 0o600 })
    mkdirSync(path.join(dataDir, 'storage', 'covers'), { recursive: true })
    writeFileSync(path.join(dataDir, 'storage', 'covers', 'portada.png'), randomBytes(64))
    mkdirSync(path.join(dataDir, 'exports'))
    writeFileSync(path.join(dataDir, 'exports', `${randomUUID()}.zip`), randomBytes(64))
    writeFileSync(path.join(dataDir, 'exports', `${randomUUID()}.zip.part`), randomBytes(64))
    const folder = temp('archive')
    const file = path.join(folder, 'copia.tar.gz')
    // An operator's usual umask; and an archive of the same name left readable by an older run.
    writeFileSync(file, 'antigua', { mode: 0o644 })
    const run = spawnSync(
      'sh',
      ['-c', `umask 022 && exec "${process.execPath}" scripts/backup.mjs "${file}"`],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const members = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout.split('\n')
    expect(members).toContain('data/session-secret')
    expect(members).toContain('data/storage/covers/portada.png')
    expect(members.filter((member) => member.includes('exports'))).toEqual([])
  })

  it('round-trips the embedded database and its files into an empty data directory', async () => {
    const dataDir = temp('data')
    // As the server leaves it when SESSION_SECRET is unset: sessions must survive a restore.
    writeFileSync(path.join(dataDir, 'session-secret'), randomBytes(32).toString('hex'), { mode: 0o600 })
    const source = await openDatabase({ dataDir })
    await source.migrate()
    await seedDemoContent(source.db, path.join(dataDir, 'storage'), 'Europe/Madrid')
    const before = await contents(source, dataDir)
    await source.close()
    expect(before.members.length).toBeGreaterThan(0)
    expect(before.orders.length).toBeGreaterThan(0)
    expect(before.files.length).toBeGreaterThan(0)

    const file = path.join(temp('archive'), 'copia.tar.gz')
    expect(npmScript('backup', file, { DATA_DIR: dataDir })).toMatchObject({ status: 0 })

    const target = path.join(temp('restored'), 'data')
    const restored = npmScript('restore', file, { DATA_DIR: target })
    expect(restored).toMatchObject({ status: 0 })
    expect(restored.output).toContain('Restaurada la copia (PGlite)')
    const copy = await openDatabase({ dataDir: target })
    expect(await contents(copy, target)).toEqual(before)
    await copy.close()
    expect(readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'session-secret'), 'utf8'),
    )
    expect(statSync(path.join(target, 'session-secret')).mode & 0o777).toBe(0o600)

    // Never over existing data, nor into PostgreSQL.
    const again = npmScript('restore', file, { DATA_DIR: target })
    expect(again.status).toBe(1)
    expect(again.output).toContain('no está vacío')
    const wrong = npmScript('restore', file, {
      DATA_DIR: temp('empty'),
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
    })
    expect(wrong.status).toBe(1)
    expect(wrong.output).toContain('restáurala sin DATABASE_URL')
  }, 300_000)

  it.runIf(testDatabaseUrl())(
    'round-trips PostgreSQL (pg_dump, pg_restore) and the files into an empty database and data directory',
    async () => {
      const source = await createTestDatabase()
      const dataDir = temp('data')
      await seedDemoContent(source.db, path.join(dataDir, 'storage'), 'Europe/Madrid')
      const before = await contents(source, dataDir)
      expect(before.orders.length).toBeGreaterThan(0)
      const file = path.join(temp('archive'), 'copia.tar.gz')
      expect(
        npmScript('backup', file, { DATA_DIR: dataDir, DATABASE_URL: source.url as string }),
      ).toMatchObject({
        status: 0,
      })

      // An empty database, as a new server would be given.
      const url = testDatabaseUrl() as string
      const name = `sosiego_restore_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database ${name}`)
      const targetUrl = adminUrl(url, name)
      const target = path.join(temp('restored'), 'data')
      try {
        const restored = npmScript('restore', file, { DATA_DIR: target, DATABASE_URL: targetUrl })
        expect(restored.output).toContain('Restaurada la copia (PostgreSQL)')
        const copy = await openDatabase({ databaseUrl: targetUrl, dataDir: target })
        expect(await contents(copy, target)).toEqual(before)
        // The restored database is current: the server's migration at start finds nothing to do.
        await copy.migrate()
        await copy.close()
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
        await source.destroy()
      }
    },
    300_000,
  )
})
