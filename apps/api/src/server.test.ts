import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'

const apiDir = fileURLToPath(new URL('..', import.meta.url))

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The real entry point, as `npm start` runs it, in a process of its own. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitForListening(server: ReturnType<typeof startServer>, port: number) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start:\n${server.output()}`)
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM')
  return exited
}

describe('the server process', async () => {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined
  afterAll(() => database?.destroy())
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-server-'))
  const port = await freePort()
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  }

  const plansAndThemes = async () => {
    const plans = await (await fetch(`http://127.0.0.1:${port}/api/plans/list`)).json()
    const themes = await (await fetch(`http://127.0.0.1:${port}/api/themes/list?isDeleted=false`)).json()
    return { plans: plans.data.map((p: { _id: string }) => p._id), themes: themes.data.length }
  }

  it('migrates, seeds, serves, prints the URL and demo accounts, and stops cleanly on SIGTERM', async () => {
    const server = startServer(env)
    await waitForListening(server, port)
    expect(server.output()).toContain(`http://localhost:${port}`)
    expect(server.output()).toContain('admin@sosiego.app')
    expect(server.output()).toContain('miembro@sosiego.app')
    const first = await plansAndThemes()
    expect(first.plans).toHaveLength(4)
    expect(first.themes).toBe(20)
    expect(await stop(server.child, server.exited)).toBe(0)

    // Started again on the same data: the same rows, nothing duplicated.
    const secret = await readFile(path.join(dataDir, 'session-secret'), 'utf8')
    const again = startServer(env)
    await waitForListening(again, port)
    expect(await plansAndThemes()).toEqual(first)
    expect(await readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret)
    expect(await stop(again.child, again.exited)).toBe(0)
  }, 120_000)

  it('says so when its port is taken', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    const server = startServer(env)
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`El puerto ${port} ya está en uso`)
    await new Promise((resolve) => blocker.close(resolve))
  }, 60_000)

  it('refuses bad configuration at once, naming the variable', async () => {
    const server = startServer({ ...env, PORT: 'tres-mil' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PORT: /)
  }, 30_000)
})
