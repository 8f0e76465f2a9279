import os from 'node:os'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { createTestDatabase } from '../../../test/database.ts'
import { startTcpProxy } from '../../../test/tcp-proxy.ts'
import { openDatabase } from '../../db/client.ts'
import { createHealthCheck } from './health.check.ts'

describe('GET /api/health', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers ok while the database answers', async () => {
    const { app } = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('costs one database query per second however often it is polled', async () => {
    const database = await createTestDatabase()
    let pings = 0
    const ping = database.ping
    const { app } = await createTestApp({
      database: {
        ...database,
        ping: (timeoutMs) => {
          pings += 1
          return ping(timeoutMs)
        },
      },
    })
    // The clock stands still, so a slow machine does not decide how many checks fall in the second.
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200))
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: '/api/health' })
    vi.advanceTimersByTime(999)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect(pings).toBe(1)
    vi.advanceTimersByTime(1)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect(pings).toBe(2)
  })

  it('turns 503 once the second its last check covers is over, when the database has gone away', async () => {
    const database = await createTestDatabase()
    const { app } = await createTestApp({ database })
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await health()).toBe(200)
    await database.close()
    vi.advanceTimersByTime(999)
    expect(await health()).toBe(200)
    vi.advanceTimersByTime(1)
    expect(await health()).toBe(503)
  })

  it('answers 503 when the database is gone', async () => {
    const database = await createTestDatabase()
    const { app } = await createTestApp({ database })
    await database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'unavailable', success: false, code: 'health.databaseDown' })
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'recovers by itself when PostgreSQL comes back, without a restart',
    async () => {
      const target = await createTestDatabase()
      const url = new URL(target.url as string)
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      url.host = `127.0.0.1:${proxy.port}`
      const errors: Error[] = []
      const database = await openDatabase({
        databaseUrl: url.toString(),
        dataDir: os.tmpdir(),
        onError: (error) => errors.push(error),
      })
      const { app } = await createTestApp({
        database: { ...database, url: url.toString(), destroy: database.close },
      })
      const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode

      expect(await health()).toBe(200)
      // The answer is shared for a second, so the cut shows within two (more on a busy machine).
      await proxy.cut()
      await expect.poll(health, { interval: 100, timeout: 5000 }).toBe(503)
      expect(await health()).toBe(503)
      await proxy.restore()
      await expect.poll(health, { interval: 100, timeout: 3000 }).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/api/plans/list' })).statusCode).toBe(200)

      await proxy.close()
      await target.destroy()
    },
  )
})

describe('the health check cache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reuses one answer for a second, then asks again; a failure is cached no longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let up = true
    const ping = vi.fn(async () => up)
    const check = createHealthCheck({ ping })
    expect(await check()).toBe(true)
    vi.advanceTimersByTime(999)
    expect(await check()).toBe(true)
    expect(ping).toHaveBeenCalledTimes(1)
    up = false
    vi.advanceTimersByTime(1)
    expect(await check()).toBe(false)
    expect(ping).toHaveBeenCalledTimes(2)
    up = true
    vi.advanceTimersByTime(1000)
    expect(await check()).toBe(true)
    expect(ping).toHaveBeenCalledTimes(3)
  })

  it('shares a check in flight, waits at most the timeout, and counts a thrown ping as down', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let release: (answer: boolean) => void = () => {}
    const ping = vi.fn(
      (timeoutMs: number) =>
        new Promise<boolean>((resolve) => {
          expect(timeoutMs).toBe(1000)
          release = resolve
        }),
    )
    const check = createHealthCheck({ ping })
    const both = Promise.all([check(), check()])
    expect(ping).toHaveBeenCalledTimes(1)
    release(false)
    expect(await both).toEqual([false, false])

    vi.advanceTimersByTime(1000)
    const failing = createHealthCheck({ ping: () => Promise.reject(new Error('gone')) })
    expect(await failing()).toBe(false)
  })
})
