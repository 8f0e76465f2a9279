import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { fileListResponseSchema, uploadResultSchema } from '@sosiego/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { fixtures } from '../../../test/media-fixtures.ts'
import { multipart, type UploadFile } from '../../../test/multipart.ts'
import { traversalPayloads } from '../../../test/traversal-payloads.ts'
import { resolveStoragePath } from '../../storage/storage-path.ts'

/** Every file under a directory, with its size: what a refused request must leave unchanged. */
async function tree(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name)
      out.push(`${path.relative(dir, full)}:${(await readFile(full)).length}`)
    }
  }
  return out.sort()
}

describe('file library', async () => {
  const { app, db, config } = await createTestApp({ env: { UPLOAD_MAX_IMAGE_MB: '1' } })
  const storageDir = config.storageDir
  const origin = config.appUrl
  let admin: Awaited<ReturnType<typeof signedInUser>>['client']

  const upload = (folder: string, files: UploadFile[], headers: Record<string, string> = { origin }) => {
    const body = multipart(files)
    return admin.post(`/api/upload/${folder}`, body.payload, { ...body.headers, ...headers })
  }

  beforeAll(async () => {
    admin = (await signedInUser(app, db, { role: 'admin' })).client
    // Files outside the library that no request may read, list or remove.
    await mkdir(path.join(storageDir, 'audios-x'), { recursive: true })
    await writeFile(path.join(storageDir, 'audios-x', 'hermano.mp3'), fixtures.mp3())
    await writeFile(path.join(storageDir, 'secreto.txt'), 'no')
    await writeFile(path.join(config.dataDir, 'fuera.txt'), 'no')
    await mkdir(path.join(storageDir, 'audios'), { recursive: true })
    await writeFile(path.join(storageDir, 'audios', 'existente.mp3'), fixtures.mp3())
  })

  it('lists the nine folders at the root (the spec’s eight and subtitulos), and a folder’s files with the spec’s fields', async () => {
    const root = fileListResponseSchema.parse((await admin.get('/api/cdnFiles/')).json())
    expect(root.data.path).toBe('')
    expect(root.data.items.map((item) => item.name)).toEqual([
      'audios',
      'caratula-audios',
      'caratula-categorias',
      'archivos-pdf',
      'caratula-pdf',
      'caratula-temas',
      'videos',
      'caratula-videos',
      'subtitulos',
    ])
    expect(root.data.items.every((item) => item.isDirectory)).toBe(true)
    expect((await admin.get('/api/cdnFiles')).statusCode).toBe(200)

    const audios = fileListResponseSchema.parse((await admin.get('/api/cdnFiles/audios')).json())
    expect(audios.data.path).toBe('audios')
    expect(audios.data.items).toEqual([
      {
        name: 'existente.mp3',
        url: '/media/audios/existente.mp3',
        size: fixtures.mp3().length,
        lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        isDirectory: false,
        previewUrl: expect.stringMatching(/^\/api\/media\/audios\/existente\.mp3\?u=/),
      },
    ])
    // A folder nothing was uploaded to yet is empty, not an error.
    expect((await admin.get('/api/cdnFiles/caratula-pdf')).json().data.items).toEqual([])
  })

  it('is for staff: crmUser reads, only admin uploads and deletes; members and visitors get nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cdnFiles/audios' })).statusCode).toBe(401)
    const { client: member } = await signedInUser(app, db, { role: 'subscriber' })
    expect((await member.get('/api/cdnFiles/audios')).statusCode).toBe(403)
    expect((await member.delete('/api/upload/audios/existente.mp3')).statusCode).toBe(403)
    const { client: crm } = await signedInUser(app, db, { role: 'crmUser' })
    expect((await crm.get('/api/cdnFiles/audios')).statusCode).toBe(200)
    const body = multipart([{ filename: 'a.mp3', content: fixtures.mp3() }])
    expect((await crm.post('/api/upload/audios', body.payload, { ...body.headers, origin })).statusCode).toBe(
      403,
    )
    expect((await crm.delete('/api/upload/audios/existente.mp3')).statusCode).toBe(403)
    expect(existsSync(path.join(storageDir, 'audios', 'existente.mp3'))).toBe(true)
  })

  it('stores an upload byte for byte under the spec’s name, and lists it', async () => {
    const before = Date.now()
    const res = await upload('audios/serie 1'.replace(' ', '-'), [
      { filename: 'Mi audio nuevo.mp3', content: fixtures.mp3() },
    ])
    expect(res.statusCode).toBe(200)
    const result = uploadResultSchema.parse(res.json())
    expect(result.message).toBe('Archivo subido exitosamente')
    const [item] = result.data.items
    expect(item?.name).toMatch(/^Mi_audio_nuevo_(\d+)\.mp3$/)
    expect(Number(item?.name.match(/_(\d+)\.mp3$/)?.[1])).toBeGreaterThanOrEqual(before)
    expect(item?.url).toBe(`/media/audios/serie-1/${item?.name}`)
    const stored = await readFile(path.join(storageDir, 'audios', 'serie-1', item?.name as string))
    expect(stored.equals(fixtures.mp3())).toBe(true)
    const listed = (await admin.get('/api/cdnFiles/audios')).json().data.items
    expect(listed[0]).toMatchObject({ name: 'serie-1', isDirectory: true })
  })

  it('stores the valid files and lists the refused ones with the reason', async () => {
    const res = await upload('caratula-audios', [
      { filename: 'portada.webp', content: fixtures.webp() },
      { filename: 'portada.png', content: await fixtures.png() },
      { filename: 'virus.exe', content: 'MZ' },
      { filename: 'falsa.jpg', content: '<html>no soy una imagen</html>' },
      { filename: 'disfrazada.png', content: fixtures.pdf() },
    ])
    expect(res.statusCode).toBe(200)
    const { data, message } = uploadResultSchema.parse(res.json())
    expect(message).toBe('2 archivos subidos exitosamente')
    expect(data.items.map((item) => item.name.replace(/_\d+\./, '.'))).toEqual([
      'portada.webp',
      'portada.png',
    ])
    expect(data.rejected).toEqual([
      { name: 'virus.exe', message: 'La extensión no está permitida en esta carpeta.' },
      { name: 'falsa.jpg', message: 'El contenido del archivo no corresponde a su extensión.' },
      { name: 'disfrazada.png', message: 'El contenido del archivo no corresponde a su extensión.' },
    ])
    expect(data.allowed).toEqual(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'])
    const names = await readdir(path.join(storageDir, 'caratula-audios'))
    expect(names.some((name) => /virus|falsa|disfrazada/.test(name))).toBe(false)
  })

  it('answers 415 "Formato no permitido" when every file is refused, and checks each folder’s kind', async () => {
    const res = await upload('audios', [{ filename: 'portada.webp', content: fixtures.webp() }])
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Formato no permitido',
      code: 'files.formatNotAllowed',
    })
    expect(res.json().data.allowed).toEqual(['.mp3', '.wav', '.ogg', '.m4a', '.aac', '.flac'])
    // An MP3 renamed .wav is refused: the content decides.
    expect((await upload('audios', [{ filename: 'x.wav', content: fixtures.mp3() }])).statusCode).toBe(415)
    expect((await upload('videos', [{ filename: 'v.mp4', content: fixtures.mp4() }])).statusCode).toBe(200)
    expect(
      (await upload('archivos-pdf', [{ filename: 'guía.pdf', content: fixtures.pdf() }])).statusCode,
    ).toBe(200)
    expect((await upload('caratula-pdf', [{ filename: 'g.pdf', content: fixtures.pdf() }])).statusCode).toBe(
      415,
    )
  })

  it('sanitises SVG covers, and refuses an SVG that is not one', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10"><script>alert(2)</script><a href="javascript:alert(3)"><circle cx="5" cy="5" r="4" fill="#7a9"/></a><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>`
    const res = await upload('caratula-temas', [{ filename: 'luna.svg', content: svg }])
    expect(res.statusCode).toBe(200)
    const name = res.json().data.items[0].name
    const stored = await readFile(path.join(storageDir, 'caratula-temas', name), 'utf8')
    expect(stored).toMatch(/^<svg/)
    expect(stored).toContain('<circle')
    for (const bad of ['script', 'onload', 'javascript:', 'foreignObject', 'iframe', 'alert'])
      expect(stored, bad).not.toContain(bad)
    const html = await upload('caratula-temas', [
      { filename: 'x.svg', content: '<html><script>alert(1)</script></html>' },
    ])
    expect(html.statusCode).toBe(415)
    expect(html.json().data.rejected[0].message).toBe('La imagen SVG no es válida.')
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>`
    expect((await upload('caratula-temas', [{ filename: 'e.svg', content: entity }])).statusCode).toBe(415)
  })

  it('answers 413 past the kind’s size limit and leaves no partial file', async () => {
    const before = await tree(storageDir)
    const res = await upload('caratula-categorias', [
      { filename: 'enorme.png', content: await fixtures.largePng(1.5 * 1024 * 1024) },
    ])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: 'files.tooLarge' })
    expect(res.json().message).toBe('El archivo «enorme.png» supera el tamaño máximo de 1 MB.')
    expect(await tree(storageDir)).toEqual(before)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(1.2 * 1024 * 1024)}</desc></svg>`
    expect((await upload('caratula-temas', [{ filename: 'big.svg', content: svg }])).statusCode).toBe(413)
    expect(await tree(storageDir)).toEqual(before)
  })

  it('serves covers publicly from sub-folders too, and never the private folders', async () => {
    const res = await upload('caratula-temas/otoño', [{ filename: 'hoja.webp', content: fixtures.webp() }])
    const { url, name } = res.json().data.items[0]
    expect(url).toBe(`/media/caratula-temas/oto%C3%B1o/${name}`)
    const served = await app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(fixtures.webp())).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/media/audios/existente.mp3' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/media/audios-x/hermano.mp3' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/media/secreto.txt' })).statusCode).toBe(404)
  })

  it('deletes a file, once; never a folder', async () => {
    const res = await upload('archivos-pdf', [{ filename: 'borrar.pdf', content: fixtures.pdf() }])
    const name = res.json().data.items[0].name
    const deleted = await admin.delete(`/api/upload/archivos-pdf/${name}`)
    expect(deleted.json()).toEqual({ success: true, message: '¡Eliminado!' })
    expect(existsSync(path.join(storageDir, 'archivos-pdf', name))).toBe(false)
    expect((await admin.delete(`/api/upload/archivos-pdf/${name}`)).statusCode).toBe(404)
    expect((await admin.delete('/api/upload/audios')).statusCode).toBe(400)
    expect((await admin.delete('/api/upload/audios/serie-1')).statusCode).toBe(400)
  })

  /**
   * Sent over a real socket with the path exactly as written: `app.inject` and fetch would resolve
   * dot-segments first, which a hostile client need not do.
   */
  async function raw(
    method: string,
    url: string,
    body?: { payload: Buffer; headers: Record<string, string> },
  ) {
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: address.port,
          method,
          path: url,
          headers: { cookie, origin, ...body?.headers },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', reject)
      req.end(body?.payload)
    })
  }

  it('refuses every traversal payload on list, upload and delete, touching nothing', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const before = await tree(config.dataDir)
    const mp3 = () => multipart([{ filename: 'x.mp3', content: fixtures.mp3() }])
    for (const payload of traversalPayloads) {
      for (const send of [
        () => raw('GET', `/api/cdnFiles/${payload}`),
        () => raw('DELETE', `/api/upload/${payload}`),
        () => raw('POST', `/api/upload/${payload}`, mp3()),
        () =>
          app.inject({
            method: 'GET',
            url: `/api/cdnFiles/${payload}`,
            headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          }),
      ]) {
        const res = await send().catch(() => undefined)
        if (!res) continue // the request could not even be written
        // inject resolves dot-segments: what it lists must still be a library folder.
        if (res.statusCode === 200) {
          const listed = JSON.parse(res.body).data.path
          expect(resolveStoragePath(listed), `${payload} listed ${listed}`).not.toBeNull()
          continue
        }
        expect([400, 404], `${payload} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
          res.statusCode,
        )
        expect(res.body).not.toContain('hermano')
        expect(res.body).not.toContain('secreto')
      }
      // A file named like a payload is stored renamed inside the folder, or refused.
      const named = await upload('audios', [{ filename: payload, content: fixtures.mp3() }])
      if (named.statusCode === 200) {
        const url: string = named.json().data.items[0].url
        expect(url.startsWith('/media/audios/') && !url.slice(14).includes('/'), url).toBe(true)
        await admin.delete(`/api/upload/${url.slice('/media/'.length)}`)
      } else expect(named.statusCode).toBe(415)
    }
    expect(await tree(config.dataDir)).toEqual(before)
  })

  it('takes multipart only on uploads, only from our own origin', async () => {
    const body = multipart([{ filename: 'a.mp3', content: fixtures.mp3() }])
    expect((await admin.post('/api/upload/audios', body.payload, body.headers)).statusCode).toBe(403)
    const foreign = await admin.post('/api/upload/audios', body.payload, {
      ...body.headers,
      origin: 'https://evil.example',
    })
    expect(foreign.statusCode).toBe(403)
    const crossSite = await admin.post('/api/upload/audios', body.payload, {
      ...body.headers,
      origin,
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.statusCode).toBe(403)
    // Elsewhere multipart is still refused, even from our origin. (A path with no route at all,
    // such as /api/upload-x/audios, is a 404: the check reads the matched route, decision 048.)
    for (const url of ['/api/users/login', '/api/users/register', '/api/categories/create'])
      expect((await admin.post(url, body.payload, { ...body.headers, origin })).statusCode, url).toBe(415)
    expect(
      (await admin.put('/api/users/profile', body.payload, { ...body.headers, origin })).statusCode,
    ).toBe(415)
    // No PUT route for uploads: nothing runs (the check reads the matched route, decision 048).
    expect(
      (await admin.put('/api/upload/audios', body.payload, { ...body.headers, origin })).statusCode,
    ).toBe(404)
    expect(
      (await admin.post('/api/upload/audios', body.payload, { ...body.headers, origin })).statusCode,
    ).toBe(200)
  })
})
