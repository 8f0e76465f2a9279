import { execFile, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process.ts'

const run = promisify(execFile)

/**
 * The directory of PostgreSQL's server programs (initdb, pg_ctl), newest version first, or
 * undefined when this machine has none (then the tests that need one say so and skip).
 */
export function postgresBinDir(): string | undefined {
  const fromEnv = process.env.PG_BIN_DIR
  if (fromEnv && existsSync(path.join(fromEnv, 'pg_ctl'))) return fromEnv
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

/**
 * Why a private cluster cannot run here, or undefined when it can: the server programs must exist,
 * and as root there must be a `postgres` user to run them as (initdb refuses root).
 */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBinDir())
    return 'no PostgreSQL server programs (initdb, pg_ctl) on this machine; set PG_BIN_DIR'
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root with no postgres user to run initdb as'
  return undefined
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port, that the test
 * may stop and start: the machine's shared cluster (port 5432) serves other people and is never
 * touched. initdb refuses to run as root, so as root the programs run as the `postgres` user.
 */
export async function startPrivatePostgres(binDir: string) {
  const asRoot = process.getuid?.() === 0
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sosiego-pg-'))
  const dataDir = path.join(directory, 'data')
  const logFile = path.join(directory, 'server.log')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const uid = Number(stdout.trim())
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(directory, uid, Number(gid.trim()))
  }
  const program = (name: string, args: string[]) => {
    const file = path.join(binDir, name)
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args)
  }
  const port = await freePort()
  // No fsync: the test stops the server cleanly or not at all; nothing here outlives the machine.
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  await program('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  const start = () =>
    program('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'])
  await start()
  return {
    port,
    /** A connection string for a database of this cluster. */
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** A restart's first half: connections are ended, new ones refused until `start`. */
    stop: () => program('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']),
    start,
    log: logFile,
    async destroy() {
      await program('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(directory, { recursive: true, force: true })
    },
  }
}
