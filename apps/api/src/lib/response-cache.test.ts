import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createResponseCache } from './response-cache.ts'

async function appWith(cache: ReturnType<typeof createResponseCache>) {
  const app = Fastify()
  await app.register(compress, { threshold: 1024 })
  // As the routes use it: a handler that is not async and leaves the reply to the cache.
  app.get('/cached', (_request, reply) => cache.send(reply))
  await app.ready()
  return app
}

describe('createResponseCache', () => {
  afterEach(() => vi.useRealTimers())

  it('loads once for concurrent requests and serves JSON until the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    let loads = 0
    const cache = createResponseCache(async () => ({ n: ++loads }), 1000)
    const app = await appWith(cache)
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/cached' })))
    expect(answers.map((res) => res.json())).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }])
    expect(answers[0]?.headers['content-type']).toBe('application/json; charset=utf-8')

    vi.setSystemTime(start + 999)
    expect((await app.inject({ method: 'GET', url: '/cached' })).json()).toEqual({ n: 1 })
    vi.setSystemTime(start + 1000)
    expect((await app.inject({ method: 'GET', url: '/cached' })).json()).toEqual({ n: 2 })
  })

  it('loads again after invalidate()', async () => {
    let loads = 0
    const cache = createResponseCache(async () => ({ n: ++loads }))
    const app = await appWith(cache)
    await app.inject({ method: 'GET', url: '/cached' })
    cache.invalidate()
    expect((await app.inject({ method: 'GET', url: '/cached' })).json()).toEqual({ n: 2 })
  })

  it('does not keep a failed load', async () => {
    let fail = true
    const cache = createResponseCache(async () => {
      if (fail) throw new Error('database down')
      return { ok: true }
    })
    const app = await appWith(cache)
    expect((await app.inject({ method: 'GET', url: '/cached' })).statusCode).toBe(500)
    fail = false
    expect((await app.inject({ method: 'GET', url: '/cached' })).json()).toEqual({ ok: true })
  })

  it('sends a large body whole, compressed once and not again by @fastify/compress', async () => {
    const themes = Array.from({ length: 40 }, (_, n) => ({ name: `Tema ${n}`, text: 'calma '.repeat(60) }))
    const app = await appWith(createResponseCache(async () => ({ themes })))
    for (let n = 0; n < 2; n += 1) {
      const res = await app.inject({ method: 'GET', url: '/cached', headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual({ themes })
      const br = await app.inject({ method: 'GET', url: '/cached', headers: { 'accept-encoding': 'br' } })
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual({ themes })
    }
  })

  it('does not keep a load that was under way when invalidate() was called', async () => {
    let version = 1
    let release: () => void = () => {}
    const cache = createResponseCache(async () => {
      const seen = version
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return { version: seen }
    })
    const app = await appWith(cache)
    const first = app.inject({ method: 'GET', url: '/cached' })
    await vi.waitFor(() => expect(release).not.toBe(undefined))
    await new Promise((resolve) => setImmediate(resolve))
    // A write lands while the first load is still reading the old state.
    version = 2
    cache.invalidate()
    release()
    expect((await first).json()).toEqual({ version: 1 })
    const second = app.inject({ method: 'GET', url: '/cached' })
    await new Promise((resolve) => setImmediate(resolve))
    release()
    expect((await second).json()).toEqual({ version: 2 })
  })
})
