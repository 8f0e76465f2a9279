import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { createTestDatabase } from '../../../test/database.ts'
import { startTcpProxy } from '../../../test/tcp-proxy.ts'
import { openDatabase } from '../../db/client.ts'

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const { app } = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
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
      await proxy.cut()
      expect(await health()).toBe(503)
      expect(await health()).toBe(503)
      await proxy.restore()
      expect(await health()).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/api/plans/list' })).statusCode).toBe(200)

      await proxy.close()
      await target.destroy()
    },
  )
})
