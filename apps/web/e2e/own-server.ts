import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { appPort } from './google-provider.ts'

/**
 * A server of the spec's own, for a journey that moves the server's clock (issue 30: a program's
 * next step opens at midnight). The suite's shared server keeps the real time, so the other specs,
 * running beside this one, are never moved; this one gets its own database, seeded the same way.
 */
export interface OwnServer {
  baseURL: string
  /** Moves the server's clock this many whole days ahead of the real one (0: back to now). */
  setDaysAhead(days: number): void
  /** Sets the server's clock to this instant (it then runs on from there). */
  setClock(at: Date): void
  stop(): Promise<void>
}

/** The journey's server's port: beside the suite's (E2E_PORT) and its OpenID provider's (E2E_PORT + 1). */
export const ownServerPort = appPort + 2
export const ownServerURL = `http://127.0.0.1:${ownServerPort}`

/** `port`: another spec's own server may run beside (E2E_PORT + 3, + 4…); `env`: its extra settings. */
export async function startOwnServer({
  port = ownServerPort,
  env = {},
}: {
  port?: number
  env?: Record<string, string>
} = {}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`
  const root = mkdtempSync(path.join(tmpdir(), 'sosiego-e2e-own-'))
  const clockFile = path.join(root, 'clock-offset')
  writeFileSync(clockFile, '0')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './apps/web/e2e/fake-clock.mjs', 'apps/api/dist/server.js'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        FAKE_CLOCK_FILE: clockFile,
        RATE_LIMIT_EMAILS_PER_MINUTE: '10',
        ...env,
      },
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Started when its health check answers; a fresh database is created and seeded first.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's server exited with ${child.exitCode}`)
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseURL,
    setDaysAhead(days) {
      writeFileSync(clockFile, String(days * 86_400_000))
    },
    setClock(at) {
      writeFileSync(clockFile, String(at.getTime() - Date.now()))
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(root, { recursive: true, force: true })
    },
  }
}
