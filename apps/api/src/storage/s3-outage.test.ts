import { readdir } from 'node:fs/promises'
import { t } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signedInUser } from '../../test/billing.ts'
import { fixtures } from '../../test/media-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { startS3Server } from '../../test/s3.ts'
import { mediaItems } from '../db/schema/index.ts'
import { seedDemoContent } from '../seed/index.ts'

const s3 = await startS3Server()
afterAll(() => s3.close())

/** Issue 16, "S3 store down": the s3 driver against s3rver, stopped and started under a running app. */
describe('the file store down and back', async () => {
  const { app, db, config } = await createTestApp({ env: s3.env })

  it('answers uploads and media with a Spanish 503, leaves nothing half-written, and resumes by itself', async () => {
    await seedDemoContent(db, app.storage, config.timeZone)
    const { client: admin } = await signedInUser(app, db, { role: 'admin' })
    const upload = (filename: string) => {
      const body = multipart([{ filename, content: fixtures.webp() }])
      return admin.post('/api/upload/caratula-videos', body.payload, {
        ...body.headers,
        origin: config.appUrl,
      })
    }
    const [audio] = await db.select().from(mediaItems).where(eq(mediaItems.fileType, 'audio')).limit(1)
    const mediaUrl = async () => {
      const res = await admin.get(`/api/audios/stream-url/${audio?.id}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.url as string
    }
    const objects = async () =>
      (await readdir(s3.directory, { recursive: true })).filter((name) => !name.includes('._S3rver_')).sort()

    expect((await upload('antes.webp')).statusCode).toBe(200)
    const url = await mediaUrl()
    expect((await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206)
    const stored = await objects()

    await s3.stop()
    const unavailable = {
      success: false,
      code: 'files.storageUnavailable',
      message: t('files.storageUnavailable'),
    }
    const refusedUpload = await upload('durante.webp')
    expect(refusedUpload.statusCode).toBe(503)
    expect(refusedUpload.json()).toEqual(unavailable)
    // The store's address and keys stay on the server.
    expect(refusedUpload.body).not.toContain(s3.endpoint)
    expect(refusedUpload.body).not.toContain('S3RVER')
    for (const request of [
      { url },
      { url, headers: { range: 'bytes=0-99' } },
      { url: '/media/caratula-categorias/salud.webp' },
    ]) {
      const res = await app.inject({ method: 'GET', ...request })
      expect(res.statusCode, request.url).toBe(503)
      expect(res.json()).toEqual(unavailable)
    }
    const listing = await admin.get('/api/cdnFiles/caratula-videos')
    expect(listing.statusCode).toBe(503)
    expect(listing.json()).toEqual(unavailable)

    await s3.start()
    // Nothing of the refused upload, nor any piece of it, and everything from before.
    expect(await objects()).toEqual(stored)
    const names = (await admin.get('/api/cdnFiles/caratula-videos'))
      .json()
      .data.items.map((item: { name: string }) => item.name)
    expect(names.some((name: string) => name.startsWith('durante'))).toBe(false)
    // The same process serves again, without a restart.
    expect((await upload('despues.webp')).statusCode).toBe(200)
    const again = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })
    expect(again.statusCode).toBe(206)
    expect(again.rawPayload.length).toBe(100)
    expect(
      (await app.inject({ method: 'GET', url: '/media/caratula-categorias/salud.webp' })).statusCode,
    ).toBe(200)
  }, 60_000)
})
