import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signedInUser } from '../../test/billing.ts'
import { fixtures } from '../../test/media-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { startS3Server } from '../../test/s3.ts'
import { themes } from '../db/schema/index.ts'
import { byteLimit } from '../modules/files/file-check.ts'
import { seedDemoContent } from '../seed/index.ts'
import { loopClip } from '../seed/long-audio.ts'
import { createS3Driver } from './s3-driver.ts'

const s3 = await startS3Server()
afterAll(() => s3.close())

/** Bytes as a stream in uneven chunks, the way a request body arrives. */
function chunked(bytes: Buffer, size = 64 * 1024 + 7): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
    })(),
  )
}

async function collect(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream')
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('the s3 storage driver on s3rver', () => {
  const driver = createS3Driver({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: s3.bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    cdnBaseUrl: undefined,
  })
  afterAll(() => driver.client.destroy())

  it('stores a small file and a multipart one (over 5 MiB) byte for byte', async () => {
    const small = fixtures.mp3()
    await driver.put('audios/pequeno.mp3', chunked(small), 'audio/mpeg')
    expect((await collect(await driver.read('audios/pequeno.mp3'))).equals(small)).toBe(true)

    const large = randomBytes(12 * 1024 * 1024 + 333)
    await driver.put('videos/serie/grande.mp4', chunked(large), 'video/mp4')
    expect((await collect(await driver.read('videos/serie/grande.mp4'))).equals(large)).toBe(true)
    expect(await driver.stat('videos/serie/grande.mp4')).toMatchObject({
      size: large.length,
      isDirectory: false,
    })
  })

  it('reads byte ranges: the start, the middle and the end', async () => {
    const bytes = fixtures.mp3()
    const range = async (start: number, end: number) =>
      collect(await driver.read('audios/pequeno.mp3', { start, end }))
    expect((await range(0, 99)).equals(bytes.subarray(0, 100))).toBe(true)
    expect((await range(1000, 4999)).equals(bytes.subarray(1000, 5000))).toBe(true)
    expect((await range(bytes.length - 10, bytes.length - 1)).equals(bytes.subarray(-10))).toBe(true)
  })

  it('lists a folder’s direct children, folders as directories', async () => {
    const videos = await driver.list('videos')
    expect(videos).toEqual([
      { name: 'serie', key: 'videos/serie', size: 0, lastModified: null, isDirectory: true },
    ])
    const audios = await driver.list('audios')
    expect(audios.map((entry) => [entry.name, entry.isDirectory])).toEqual([['pequeno.mp3', false]])
    expect(await driver.list('caratula-pdf')).toEqual([])
    expect(await driver.hasChildren('videos/serie')).toBe(true)
  })

  it('leaves nothing when the stream fails, small or multipart', async () => {
    // Everything s3rver keeps on disk as objects (its multipart parts live in ._S3rver_uploads).
    const objects = async () =>
      (await readdir(s3.directory, { recursive: true }))
        .filter((name) => !name.includes('._S3rver_uploads'))
        .sort()
    const before = await objects()
    const sent: string[] = []
    const send = driver.client.send.bind(driver.client)
    const spy = vi.spyOn(driver.client, 'send').mockImplementation(((command: {
      constructor: { name: string }
    }) => {
      sent.push(command.constructor.name)
      return send(command as never)
    }) as never)
    try {
      for (const [key, size] of [
        ['audios/roto.mp3', 1024 * 1024],
        ['videos/roto.mp4', 11 * 1024 * 1024],
      ] as const) {
        const limited = chunked(randomBytes(size)).pipe(byteLimit(size - 1))
        await expect(driver.put(key, limited, 'application/octet-stream')).rejects.toThrow()
        expect(await driver.stat(key)).toBeNull()
      }
    } finally {
      spy.mockRestore()
    }
    expect(await objects()).toEqual(before)
    // The small one was never sent; the multipart one was aborted (s3rver does not implement the
    // abort call, real S3 servers drop the parts with it).
    expect(sent.filter((name) => name === 'PutObjectCommand')).toEqual([])
    expect(sent).toContain('CreateMultipartUploadCommand')
    expect(sent).toContain('AbortMultipartUploadCommand')
    expect(sent).not.toContain('CompleteMultipartUploadCommand')
  })

  it('deletes a file once, and answers null for what is absent', async () => {
    expect(await driver.delete('audios/pequeno.mp3')).toBe(true)
    expect(await driver.delete('audios/pequeno.mp3')).toBe(false)
    expect(await driver.read('audios/pequeno.mp3')).toBeNull()
    expect(await driver.stat('audios/nada.mp3')).toBeNull()
  })
})

describe('the file library with STORAGE_DRIVER=s3', async () => {
  const { app, db, config } = await createTestApp({ env: s3.env })
  let admin: Awaited<ReturnType<typeof signedInUser>>['client']
  beforeAll(async () => {
    admin = (await signedInUser(app, db, { role: 'admin' })).client
  })

  it('uploads through the API, lists, serves the public cover from the bucket, and deletes', async () => {
    const cover = fixtures.webp()
    const body = multipart([{ filename: 'luna llena.webp', content: cover }])
    const res = await admin.post('/api/upload/caratula-videos', body.payload, {
      ...body.headers,
      origin: config.appUrl,
    })
    expect(res.statusCode).toBe(200)
    const item = res.json().data.items[0]
    expect(item.name).toMatch(/^luna_llena_\d+\.webp$/)
    expect(item.size).toBe(cover.length)

    const listed = (await admin.get('/api/cdnFiles/caratula-videos')).json().data.items
    expect(listed).toEqual([expect.objectContaining({ name: item.name, url: item.url, size: cover.length })])

    const served = await app.inject({ method: 'GET', url: item.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.equals(cover)).toBe(true)
    // Members' media are not public covers.
    expect((await app.inject({ method: 'GET', url: '/media/audios/x.mp3' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/media/caratula-videos/..%2f..%2fx' })).statusCode).toBe(
      404,
    )

    expect((await admin.delete(`/api/upload/caratula-videos/${item.name}`)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404)
  })

  it('takes the demo seed and a catalogue audio whose duration is read from the bucket', async () => {
    await seedDemoContent(db, app.storage, config.timeZone)
    await seedDemoContent(db, app.storage, config.timeZone) // once only
    const cover = await app.inject({ method: 'GET', url: '/media/caratula-categorias/salud.webp' })
    expect(cover.statusCode).toBe(200)
    // Lluvia serena at its demo length: its clip's frames for ten minutes (issue 28).
    const lluvia = loopClip(fixtures.mp3(), 600)
    expect(await app.storage.stat('audios/lluvia-serena.mp3')).toMatchObject({ size: lluvia.byteLength })
    const [theme] = await db.select().from(themes).limit(1)
    const res = await admin.post('/api/audios/create', {
      theme: theme?.id,
      title: 'Desde el bucket',
      description: 'Audio guardado en S3.',
      audio: { audioName: 'lluvia-serena.mp3', audioUrl: '/media/audios/lluvia-serena.mp3' },
    })
    expect(res.json().data).toMatchObject({ duration: 600, isActive: false })
  })

  it('never hands the storage secret to the browser', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/cdnFiles/caratula-videos' })
    expect(page.body).not.toContain('S3RVER')
    expect(JSON.stringify((await admin.get('/api/cdnFiles/')).json())).not.toContain(s3.endpoint)
  })
})

describe('covers behind a CDN', async () => {
  const { app, db, config } = await createTestApp({
    env: { ...s3.env, CDN_BASE_URL: 'https://cdn.sosiego.test/' },
  })

  it('redirects public covers to the CDN', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const body = multipart([{ filename: 'sol.webp', content: fixtures.webp() }])
    const res = await client.post('/api/upload/caratula-temas', body.payload, {
      ...body.headers,
      origin: config.appUrl,
    })
    const { name } = res.json().data.items[0]
    const served = await app.inject({ method: 'GET', url: `/media/caratula-temas/${name}` })
    expect(served.statusCode).toBe(302)
    expect(served.headers.location).toBe(`https://cdn.sosiego.test/caratula-temas/${name}`)
  })
})
