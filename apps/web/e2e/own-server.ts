import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A server of the spec's own, for a journey that moves the server's clock (issue 30: a program's
 * next step opens at midnight). The suite's shared server keeps the real time, so the other specs,
 * running beside this one, are never moved; this one gets its own database, seeded the same way.
 */
export interface OwnServer {
  baseURL: string
  /** Moves the server's clock this many whole days ahead of the real one (0: back to now). */
  setDaysAhead(days: number): void
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort()
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
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(root, { recursive: true, force: true })
    },
  }
}
