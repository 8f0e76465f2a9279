import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { planBySlug, signedInMiniMember, signedInUser } from '../../../test/billing.ts'
import { fixtures } from '../../../test/media-fixtures.ts'
import { mediaItems } from '../../db/schema/index.ts'
import { withOutbox } from '../../mail/outbox.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { loopClip } from '../../seed/long-audio.ts'
import { grantPlan } from '../billing/subscriptions/grant-plan.ts'
import { createMediaUrlSigner, MEDIA_URL_SECONDS, parseRange } from '../files/media-url.ts'

describe('parseRange', () => {
  it('reads the three forms, clamps the end, and tells what cannot be satisfied', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 })
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
    for (const ignored of [undefined, 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=a-b'])
      expect(parseRange(ignored, 1000), ignored).toBeNull()
  })
})

describe('member media: signed URLs and ranges', async () => {
  const { app, db, config } = await createTestApp()
  // The demo's Lluvia serena as stored: ten minutes of its clip's frames (issue 28).
  const mp3 = await buffer(loopClip(fixtures.mp3(), 600).stream())
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    for (const item of await db.select().from(mediaItems)) ids[item.audioName] = item.id
  })

  const miniMember = (themeSlugs: [string, string]) => signedInMiniMember(app, db, themeSlugs)

  it('issues a URL to a member whose plan reaches the item, and serves it with ranges', async () => {
    const { client } = await miniMember(['salud-emocional', 'pareja'])
    const res = await client.get(`/api/audios/stream-url/${ids['lluvia-serena.mp3']}`)
    expect(res.statusCode).toBe(200)
    const { url, expiresAt } = res.json().data
    expect(url).toMatch(/^\/api\/media\/audios\/lluvia-serena\.mp3\?u=.+&e=\d+&s=/)
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now())

    // No cookies needed: the URL is the permission.
    const whole = await app.inject({ method: 'GET', url })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-type']).toBe('audio/mpeg')
    expect(whole.rawPayload.equals(mp3)).toBe(true)

    const range = async (header: string) => app.inject({ method: 'GET', url, headers: { range: header } })
    const first = await range('bytes=0-99')
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-99/${mp3.length}`)
    expect(first.rawPayload.equals(mp3.subarray(0, 100))).toBe(true)
    const middle = await range('bytes=20000-29999')
    expect(middle.statusCode).toBe(206)
    expect(middle.headers['content-length']).toBe('10000')
    expect(middle.rawPayload.equals(mp3.subarray(20000, 30000))).toBe(true)
    const last = await range('bytes=-100')
    expect(last.headers['content-range']).toBe(`bytes ${mp3.length - 100}-${mp3.length - 1}/${mp3.length}`)
    expect(last.rawPayload.equals(mp3.subarray(-100))).toBe(true)
    const beyond = await range(`bytes=${mp3.length}-`)
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${mp3.length}`)
    const head = await app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(mp3.length))
  })

  it('refuses an item outside the plan, a member without a plan, and hidden items', async () => {
    const { client } = await miniMember(['salud-emocional', 'pareja'])
    const locked = await client.get(`/api/audios/stream-url/${ids['respiracion-consciente.mp3']}`)
    expect(locked.statusCode).toBe(403)
    expect(locked.json().message).toBe('Tu plan no incluye este contenido. Mejora tu plan para acceder a él.')
    const { client: noPlan } = await signedInUser(app, db, { role: 'visitor' })
    expect((await noPlan.get(`/api/audios/stream-url/${ids['lluvia-serena.mp3']}`)).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: `/api/audios/stream-url/${ids['lluvia-serena.mp3']}` }))
        .statusCode,
    ).toBe(401)
    await db
      .update(mediaItems)
      .set({ isActive: false })
      .where(eq(mediaItems.id, ids['olas-del-mar.mp3'] as string))
    expect((await client.get(`/api/audios/stream-url/${ids['olas-del-mar.mp3']}`)).statusCode).toBe(404)
    // Staff preview anything not deleted, active or not.
    const { client: crm } = await signedInUser(app, db, { role: 'crmUser' })
    expect((await crm.get(`/api/audios/stream-url/${ids['olas-del-mar.mp3']}`)).statusCode).toBe(200)
  })

  it('answers 403 to a tampered or expired URL', async () => {
    const { client, user } = await miniMember(['salud-emocional', 'pareja'])
    const { url } = (await client.get(`/api/audios/stream-url/${ids['lluvia-serena.mp3']}`)).json().data
    const tampered = [
      url.replace('lluvia-serena', 'olas-del-mar'),
      url.replace(/&s=[^&]+/, '&s=AAAA'),
      url.replace(/e=(\d+)/, (_: string, e: string) => `e=${Number(e) + 3600}`),
      url.replace(/u=[^&]+/, 'u=otro'),
      url.split('?')[0],
    ]
    for (const bad of tampered) {
      const res = await app.inject({ method: 'GET', url: bad })
      expect(res.statusCode, bad).toBe(403)
      expect(res.json().message).toBe('El enlace de reproducción no es válido.')
    }
    const signer = createMediaUrlSigner(config.sessionSecret)
    const old = signer.sign('audios/lluvia-serena.mp3', user.id, Date.now() - (MEDIA_URL_SECONDS + 1) * 1000)
    const expired = await app.inject({ method: 'GET', url: old.url })
    expect(expired.statusCode).toBe(403)
    expect(expired.json().message).toBe('El enlace de reproducción ha caducado: pide uno nuevo.')
  })

  it('marks each item of a member’s list locked or not by the plan, with an ETag for a 304', async () => {
    const { client } = await miniMember(['salud-emocional', 'meditacion'])
    const res = await client.get('/api/audios/list?isDeleted=false')
    expect(res.statusCode).toBe(200)
    const locked = Object.fromEntries(
      res
        .json()
        .data.map((item: { audio: { audioName: string }; locked: boolean }) => [
          item.audio.audioName,
          item.locked,
        ]),
    )
    expect(locked['lluvia-serena.mp3']).toBe(false) // salud-emocional
    expect(locked['cuenco-tibetano.mp3']).toBe(false) // meditacion
    expect(locked['respiracion-consciente.mp3']).toBe(true) // salud-mental
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^"m-/)
    expect((await client.get('/api/audios/list?isDeleted=false', { 'if-none-match': etag })).statusCode).toBe(
      304,
    )
    // Another plan, another tag; a member without a plan sees every item locked.
    const { client: noPlan } = await signedInUser(app, db, { role: 'visitor' })
    const none = await noPlan.get('/api/audios/list')
    expect(none.headers.etag).not.toBe(etag)
    expect(none.json().data.every((item: { locked: boolean }) => item.locked)).toBe(true)
    const videos = (await client.get('/api/audios/list?fileType=video')).json().data
    expect(videos.length).toBeGreaterThan(0)
    expect(videos.every((item: { fileType: string }) => item.fileType === 'video')).toBe(true)
  })

  it('sends the list gzipped when asked, and unlocks it as soon as a plan is granted', async () => {
    const { user, client } = await signedInUser(app, db, { role: 'subscriber' })
    const before = await client.get('/api/audios/list')
    expect(before.json().data.every((item: { locked: boolean }) => item.locked)).toBe(true)
    const zipped = await client.get('/api/audios/list', { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toContain('accept-encoding')
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(before.json())

    const plan = await planBySlug(db, 'full')
    await withOutbox(db, (tx) => grantPlan(tx, { userId: user.id, plan, source: 'payment' }))
    const after = await client.get('/api/audios/list', { 'if-none-match': before.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(after.json().data.some((item: { locked: boolean }) => item.locked)).toBe(false)
  })

  it('gives staff a preview URL for private files in the library listing', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const [item] = (await client.get('/api/cdnFiles/audios')).json().data.items
    expect(item.url).toMatch(/^\/media\/audios\//)
    expect(item.previewUrl).toMatch(/^\/api\/media\/audios\/.+\?u=/)
    expect((await app.inject({ method: 'GET', url: item.previewUrl })).statusCode).toBe(200)
    const [cover] = (await client.get('/api/cdnFiles/caratula-audios')).json().data.items
    expect(cover.previewUrl).toBeUndefined()
  })

  it('lets our own pages frame a PDF preview, and nothing else', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    await app.storage.put('archivos-pdf/marco.pdf', Readable.from([fixtures.pdf()]), 'application/pdf')
    const items = (await client.get('/api/cdnFiles/archivos-pdf')).json().data.items
    const pdf = items.find((item: { name: string }) => item.name === 'marco.pdf')
    const framed = await app.inject({ method: 'GET', url: pdf.previewUrl })
    expect(framed.headers['content-type']).toBe('application/pdf')
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(framed.headers['content-security-policy']).not.toContain("frame-ancestors 'none'")
    const [audio] = (await client.get('/api/cdnFiles/audios')).json().data.items
    const notFramed = await app.inject({ method: 'GET', url: audio.previewUrl })
    expect(notFramed.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
