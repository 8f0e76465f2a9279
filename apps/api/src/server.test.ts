import { mkdtemp, readFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import {
  freePort,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  waitForHealthy,
} from '../test/server-process.ts'

/** Stops a server as a process manager does, answering its exit code. */
function stop(server: ServerProcess) {
  server.child.kill('SIGTERM')
  return server.exited
}

describe('the server process', async () => {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined
  afterAll(() => {
    killServerProcesses()
    return database?.destroy()
  })
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
    const server = startServerProcess(env)
    await waitForHealthy(server, port, 60_000)
    expect(server.output()).toContain(`http://localhost:${port}`)
    expect(server.output()).toContain('admin@sosiego.app')
    expect(server.output()).toContain('miembro@sosiego.app')
    const first = await plansAndThemes()
    expect(first.plans).toHaveLength(4)
    expect(first.themes).toBe(20)
    expect(await stop(server)).toBe(0)

    // Started again on the same data: the same rows, nothing duplicated.
    const secret = await readFile(path.join(dataDir, 'session-secret'), 'utf8')
    const again = startServerProcess(env)
    await waitForHealthy(again, port, 60_000)
    expect(await plansAndThemes()).toEqual(first)
    expect(await readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret)
    expect(await stop(again)).toBe(0)
  }, 120_000)

  it('says so when its port is taken', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    const server = startServerProcess(env)
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`El puerto ${port} ya está en uso`)
    await new Promise((resolve) => blocker.close(resolve))
  }, 60_000)

  it('refuses bad configuration at once, naming the variable', async () => {
    const server = startServerProcess({ ...env, PORT: 'tres-mil' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PORT: /)
  }, 30_000)
})
