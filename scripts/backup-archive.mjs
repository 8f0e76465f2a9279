// `npm run backup` and `npm run restore`: one .tar.gz with the database and the data directory's
// files. Plain Node plus tar, pg_dump and pg_restore. Like the server, the database is the embedded
// PGlite in DATA_DIR/pgdata unless DATABASE_URL names a PostgreSQL server.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  fchmodSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export class BackupError extends Error {}

function settings(env) {
  return {
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
  }
}

/** Owner read and write only: an archive holds every member's data and the session secret. */
const PRIVATE = 0o600

function exec(command, args, stdout = 'pipe') {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] })
  if (result.error) throw new BackupError(`${command}: ${result.error.message}`)
  if (result.status !== 0) throw new BackupError(`${command} falló:\n${result.stderr.trim()}`)
}

/**
 * Writes the archive: `manifest.json`, `database.dump` (pg_dump's custom format, PostgreSQL only)
 * and `data/` (DATA_DIR: the file library, the generated session secret and, on PGlite, `pgdata/`).
 * A PGlite database must not be open meanwhile: stop the server first.
 *
 * The archive and every file written on the way are readable by their owner only (0600, whatever
 * the umask), in a staging folder only the owner can enter (issue 27, L-4). The members' data-export
 * ZIPs (`exports/`) are left out: each is a copy of data the database already holds, built on request
 * for one member and deleted within days (decision 088); a restored server has none, and a member
 * asks again.
 */
export function backup(file, env = process.env) {
  const { dataDir, databaseUrl } = settings(env)
  if (!existsSync(dataDir)) throw new BackupError(`No existe el directorio de datos ${dataDir} (DATA_DIR).`)
  const staging = mkdtempSync(path.join(os.tmpdir(), 'sosiego-backup-'))
  try {
    const driver = databaseUrl ? 'postgres' : 'pglite'
    const manifest = { format: 1, driver, createdAt: new Date().toISOString() }
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE,
    })
    const parts = ['manifest.json']
    if (databaseUrl) {
      exec('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(staging, 'database.dump'),
        databaseUrl,
      ])
      chmodSync(path.join(staging, 'database.dump'), PRIVATE)
      parts.push('database.dump')
    }
    const out = path.resolve(file)
    // Opened (or truncated) and made private before a byte is written; tar writes to it on stdout.
    const archive = openSync(out, 'w', PRIVATE)
    try {
      fchmodSync(archive, PRIVATE)
      exec(
        'tar',
        [
          '-czf',
          '-',
          '-C',
          staging,
          ...parts,
          '-C',
          dataDir,
          '--exclude=./exports',
          // With PostgreSQL, a pgdata/ left from an embedded trial is not this database.
          ...(databaseUrl ? ['--exclude=./pgdata'] : []),
          '--transform=s,^\\./,data/,',
          '.',
        ],
        archive,
      )
    } catch (error) {
      closeSync(archive)
      rmSync(out, { force: true })
      throw error
    }
    closeSync(archive)
    return { file: out, driver }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Restores an archive into an empty DATA_DIR and, for a PostgreSQL backup, into the empty database
 * DATABASE_URL names. Refuses a non-empty data directory and a backup of the other driver.
 */
export function restore(file, env = process.env) {
  const { dataDir, databaseUrl } = settings(env)
  if (!existsSync(file)) throw new BackupError(`No existe la copia ${file}.`)
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupError(
      `El directorio de datos ${dataDir} (DATA_DIR) no está vacío: restaura en uno vacío.`,
    )
  const staging = mkdtempSync(path.join(os.tmpdir(), 'sosiego-restore-'))
  try {
    exec('tar', ['-xzf', path.resolve(file), '-C', staging])
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8'))
    if (manifest.driver === 'postgres' && !databaseUrl)
      throw new BackupError(
        'La copia es de PostgreSQL: indica la base de datos vacía de destino con DATABASE_URL.',
      )
    if (manifest.driver === 'pglite' && databaseUrl)
      throw new BackupError(
        'La copia es de la base de datos integrada (PGlite): restáurala sin DATABASE_URL.',
      )
    if (databaseUrl)
      exec('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--dbname',
        databaseUrl,
        path.join(staging, 'database.dump'),
      ])
    cpSync(path.join(staging, 'data'), dataDir, { recursive: true })
    return { driver: manifest.driver, createdAt: manifest.createdAt }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
