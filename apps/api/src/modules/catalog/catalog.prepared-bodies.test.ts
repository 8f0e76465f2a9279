import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { mediaListResponseSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildCheckedApp, createTestApp, testConfig } from '../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import { themes } from '../../db/schema/index.ts'
import { withOutbox } from '../../mail/outbox.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlan } from '../billing/subscriptions/grant-plan.ts'

/** The answer's JSON, whatever coding it came in. */
function decoded(res: LightMyRequestResponse): unknown {
  const coding = res.headers['content-encoding']
  const bytes =
    coding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : coding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload
  return JSON.parse(bytes.toString('utf8'))
}

type Item = { _id: string; title: string; locked: boolean; audio: { audioName: string } }

// Decision 077: the member list and the cached public reads go out as bodies prepared once per
// catalogue version (and, for the member list, per entitlement shape), in the coding the client asks.
describe('prepared bodies', async () => {
  const { app, db, config, database } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  /** A member signed in, holding `slug`'s plan (the mini plan with two themes), or none. */
  async function member(
    slug?: 'full' | 'mini',
    themeSlugs: [string, string] = ['salud-emocional', 'pareja'],
  ) {
    const { user, client } = await signedInUser(app, db, { role: slug ? 'subscriber' : 'visitor' })
    if (slug) {
      const plan = await planBySlug(db, slug)
      const ids = await Promise.all(
        themeSlugs.map(
          async (s) => (await db.select().from(themes).where(eq(themes.slug, s)))[0]?.id as string,
        ),
      )
      await withOutbox(db, (tx) =>
        grantPlan(tx, {
          userId: user.id,
          plan,
          source: 'payment',
          ...(slug === 'mini' ? { themes: { themeId1: ids[0] as string, themeId2: ids[1] as string } } : {}),
        }),
      )
    }
    return client
  }

  it('gives each entitlement shape its own body and ETag, and the same shape the same bytes', async () => {
    const [full, fullToo, mini, none] = await Promise.all([
      member('full'),
      member('full'),
      member('mini'),
      member(),
    ])
    const answers = await Promise.all([full, fullToo, mini, none].map((c) => c.get('/api/audios/list')))
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers['cache-control']).toBe('private, no-cache')
    }
    const [a, b, c, d] = answers as [
      LightMyRequestResponse,
      LightMyRequestResponse,
      LightMyRequestResponse,
      LightMyRequestResponse,
    ]
    expect(a.headers.etag).toBe(b.headers.etag)
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true)
    expect(new Set([a.headers.etag, c.headers.etag, d.headers.etag]).size).toBe(3)

    const locked = (res: LightMyRequestResponse) =>
      Object.fromEntries(
        (decoded(res) as { data: Item[] }).data.map((item) => [item.audio.audioName, item.locked]),
      )
    expect(Object.values(locked(a)).every((value) => value === false)).toBe(true)
    expect(Object.values(locked(d)).every((value) => value === true)).toBe(true)
    expect(locked(c)['lluvia-serena.mp3']).toBe(false) // salud-emocional
    expect(locked(c)['respiracion-consciente.mp3']).toBe(true) // salud-mental
    // The contract's fields, as before the bodies were prepared.
    const body = decoded(a) as { success: boolean; message: string; data: Record<string, unknown>[] }
    expect(mediaListResponseSchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({ success: true, message: 'Audios y videos obtenidos correctamente.' })
    expect(Object.keys(body.data[0] ?? {})).toEqual(
      expect.arrayContaining(['_id', 'title', 'theme', 'locked']),
    )
  })

  it('sends brotli, gzip or the plain body as asked, the same JSON each way, with its length', async () => {
    const client = await member('mini')
    const plain = await client.get('/api/audios/list')
    const asked = {
      br: 'gzip, deflate, br',
      gzip: 'gzip, deflate',
      identity: 'identity',
      refused: 'br;q=0, gzip;q=0',
      star: '*',
      'gzip-only': 'br;q=0, *',
      // Only brotli and gzip are prepared; nothing is compressed per request (decision 096).
      'deflate-only': 'deflate',
    }
    const expected = {
      br: 'br',
      gzip: 'gzip',
      identity: undefined,
      refused: undefined,
      star: 'br',
      'gzip-only': 'gzip',
      'deflate-only': undefined,
    }
    for (const [name, header] of Object.entries(asked)) {
      const res = await client.get('/api/audios/list', { 'accept-encoding': header })
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-encoding'], name).toBe(expected[name as keyof typeof expected])
      expect(res.headers.vary, name).toContain('accept-encoding')
      expect(Number(res.headers['content-length']), name).toBe(res.rawPayload.length)
      expect(res.headers.etag, name).toBe(plain.headers.etag)
      expect(decoded(res), name).toEqual(plain.json())
    }
    // A revalidation is answered 304 whatever the coding.
    for (const header of ['br', 'gzip', ''])
      expect(
        (
          await client.get('/api/audios/list', {
            'accept-encoding': header,
            'if-none-match': plain.headers.etag as string,
          })
        ).statusCode,
      ).toBe(304)
  })

  it('serves the cached public reads prepared too: each coding decodes to the plain body', async () => {
    for (const url of ['/api/plans/list', '/api/themes/list', '/api/categories/list', '/api/reviews']) {
      const plain = await app.inject({ method: 'GET', url })
      expect(plain.statusCode, url).toBe(200)
      expect(plain.headers['content-encoding'], url).toBeUndefined()
      expect(Number(plain.headers['content-length']), url).toBe(plain.rawPayload.length)
      for (const coding of ['br', 'gzip']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': coding } })
        expect(res.headers['content-encoding'], url).toBe(coding)
        expect(res.headers.vary, url).toContain('accept-encoding')
        expect(decoded(res), url).toEqual(plain.json())
      }
      // HEAD: the same headers, no body.
      const head = await app.inject({ method: 'HEAD', url })
      expect(head.statusCode, url).toBe(200)
      expect(head.headers['content-length'], url).toBe(plain.headers['content-length'])
      expect(head.rawPayload.length, url).toBe(0)
    }
  })

  it('prepares the staff content list too, and shows a change to it at once', async () => {
    const admin = (await signedInUser(app, db, { role: 'admin' })).client
    const url = '/api/audios/list?isDeleted=false&includeInactive=true'
    const plain = await admin.get(url)
    expect(plain.statusCode).toBe(200)
    expect(mediaListResponseSchema.safeParse(plain.json()).success).toBe(true)
    const zipped = await admin.get(url, { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(decoded(zipped)).toEqual(plain.json())
    const item = plain.json().data.find((i: { isActive: boolean }) => i.isActive) as Item
    expect((await admin.put(`/api/audios/update/${item._id}`, { isActive: false })).statusCode).toBe(200)
    const after = (await admin.get(url)).json().data.find((i: Item) => i._id === item._id)
    expect(after.isActive).toBe(false)
    expect((await admin.put(`/api/audios/update/${item._id}`, { isActive: true })).statusCode).toBe(200)
    // Members never get the staff list: without the role, includeInactive is refused.
    const client = await member('full')
    expect((await client.get(url)).statusCode).toBe(403)
  })

  it('drops the prepared bodies when the catalogue changes, on this instance and on another', async () => {
    const other = await buildCheckedApp({ config: await testConfig(), database })
    await other.ready()
    try {
      const admin = (await signedInUser(app, db, { role: 'admin' })).client
      const client = await member('full')
      // The other instance is reached with the same session (same secret, same database).
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const otherList = async () =>
        decoded(
          await other.inject({
            method: 'GET',
            url: '/api/audios/list',
            headers: { cookie, 'accept-encoding': 'br' },
          }),
        ) as { data: Item[] }
      const before = await client.get('/api/audios/list', { 'accept-encoding': 'gzip' })
      const item = (decoded(before) as { data: Item[] }).data[0] as Item
      expect((await otherList()).data[0]?.title).toBe(item.title)
      const otherThemes = async () =>
        (await other.inject({ method: 'GET', url: '/api/themes/list' })).json().data.length
      const themesBefore = await otherThemes()

      const renamed = `${item.title} (nueva versión)`
      expect((await admin.put(`/api/audios/update/${item._id}`, { title: renamed })).statusCode).toBe(200)
      // This instance: at once, under a new ETag; the old one no longer gives a 304.
      const after = await client.get('/api/audios/list', {
        'accept-encoding': 'gzip',
        'if-none-match': before.headers.etag as string,
      })
      expect(after.statusCode).toBe(200)
      expect(after.headers.etag).not.toBe(before.headers.etag)
      expect((decoded(after) as { data: Item[] }).data.find((i) => i._id === item._id)?.title).toBe(renamed)
      // The other instance: well inside its minute's expiry, so only the notification can have dropped it.
      await expect
        .poll(async () => (await otherList()).data.find((i) => i._id === item._id)?.title, {
          timeout: 2_000,
          interval: 50,
        })
        .toBe(renamed)

      // A theme switched off leaves the cached themes list on both.
      const theme = (await db.select().from(themes).where(eq(themes.slug, 'gratitud')))[0]
      expect((await admin.put(`/api/themes/update/${theme?.id}`, { isActive: false })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/api/themes/list' })).json().data).toHaveLength(
        themesBefore - 1,
      )
      await expect.poll(otherThemes, { timeout: 2_000, interval: 50 }).toBe(themesBefore - 1)
    } finally {
      await other.close()
    }
  })
})
