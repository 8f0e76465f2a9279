import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInMiniMember, signedInUser } from '../../../test/billing.ts'
import { multipart } from '../../../test/multipart.ts'
import { mediaItems } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

const valid = 'WEBVTT\n\n00:00.000 --> 00:04.000\nRespira.\n\n00:04.500 --> 00:09.000\nSuelta el aire.\n'
// Line 9 is a cue's timing with a wrong separator: the line the message must name.
const malformed = `${valid}\n00:09.500 - 00:12.000\nOtra frase.\n`

describe('captions and transcripts (issue 34)', async () => {
  const { app, db, config } = await createTestApp()
  const origin = config.appUrl
  let admin: Awaited<ReturnType<typeof signedInUser>>['client']
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    for (const item of await db.select().from(mediaItems)) ids[item.audioName] = item.id
    admin = (await signedInUser(app, db, { role: 'admin' })).client
  })

  const upload = (filename: string, content: string | Buffer) => {
    const body = multipart([{ filename, content: Buffer.from(content) }])
    return admin.post('/api/upload/subtitulos', body.payload, { ...body.headers, origin })
  }

  const miniMember = (themeSlugs: [string, string]) => signedInMiniMember(app, db, themeSlugs)

  it('stores a valid WebVTT and refuses a malformed one with 422, naming its line, storing nothing', async () => {
    const good = await upload('Lluvia serena.vtt', valid)
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json().data.items[0].url).toMatch(/^\/media\/subtitulos\/Lluvia_serena_\d+\.vtt$/)

    const before = (await admin.get('/api/cdnFiles/subtitulos')).json().data.items.length
    const bad = await upload('mal.vtt', malformed)
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'files.captionsInvalid',
      message: 'El archivo de subtítulos no es válido: línea 9: los tiempos deben separarse con « --> ».',
    })
    expect(bad.json().data.rejected).toEqual([{ name: 'mal.vtt', message: bad.json().message }])
    const noSignature = await upload('sin-cabecera.vtt', 'Hola\n\n00:00.000 --> 00:01.000\nx\n')
    expect(noSignature.json().message).toBe(
      'El archivo de subtítulos no es válido: línea 1: el archivo debe empezar por «WEBVTT».',
    )
    expect((await upload('vacio.vtt', 'WEBVTT\n')).json().message).toBe(
      'El archivo de subtítulos no es válido: no tiene ninguna frase con tiempos.',
    )
    expect((await upload('latin1.vtt', Buffer.from([...Buffer.from(valid), 0xf1]))).statusCode).toBe(422)
    // Another kind of file in the folder is the usual 415, and a .vtt elsewhere is refused too.
    expect((await upload('subtitulos.srt', '1\n00:00:00,000 --> 00:00:01,000\nx\n')).statusCode).toBe(415)
    const elsewhere = multipart([{ filename: 'x.vtt', content: Buffer.from(valid) }])
    expect(
      (await admin.post('/api/upload/audios', elsewhere.payload, { ...elsewhere.headers, origin }))
        .statusCode,
    ).toBe(415)
    expect((await admin.get('/api/cdnFiles/subtitulos')).json().data.items.length).toBe(before)
  })

  it('attaches a file of subtitulos to an item: staff see it, members only that there is one', async () => {
    const id = ids['cuenco-tibetano.mp3'] as string
    await db
      .update(mediaItems)
      .set({ captionsName: null, captionsUrl: null, captionsSince: null })
      .where(eq(mediaItems.id, id))
    const { url } = (await upload('cuenco.vtt', valid)).json().data.items[0]
    const wrongFolder = await admin.put(`/api/audios/update/${id}`, {
      captions: { name: 'x', url: '/media/audios/cuenco-tibetano.mp3' },
    })
    expect(wrongFolder.statusCode).toBe(400)
    expect(wrongFolder.json().message).toBe('El archivo debe estar en la carpeta «subtitulos».')

    const saved = await admin.put(`/api/audios/update/${id}`, { captions: { name: '', url } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ hasCaptions: true, captions: { url } })
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id))
    expect(row?.captionsSince).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const staffList = (await admin.get('/api/audios/list?includeInactive=true')).json().data
    expect(staffList.find((item: { _id: string }) => item._id === id).captions.url).toBe(url)
    const { client } = await miniMember(['meditacion', 'pareja'])
    const memberList = (await client.get('/api/audios/list')).json().data
    const mine = memberList.find((item: { _id: string }) => item._id === id)
    expect(mine.hasCaptions).toBe(true)
    expect(mine).not.toHaveProperty('captions')
    // The file an item uses stays.
    const inUse = await admin.delete(`/api/upload/${url.slice('/media/'.length)}`, { origin })
    expect(inUse.statusCode).toBe(409)

    const cleared = await admin.put(`/api/audios/update/${id}`, { captions: null })
    expect(cleared.json().data).toMatchObject({ hasCaptions: false, captions: null })
    const [after] = await db.select().from(mediaItems).where(eq(mediaItems.id, id))
    expect(after?.captionsSince).toBeNull()
  })

  it('serves an item’s WebVTT only to whoever may play it, through a signed URL', async () => {
    const rain = ids['lluvia-serena.mp3'] as string
    const { client } = await miniMember(['salud-emocional', 'pareja'])
    const res = await client.get(`/api/audios/captions-url/${rain}`)
    expect(res.statusCode, res.body).toBe(200)
    const { url } = res.json().data
    expect(url).toMatch(/^\/api\/media\/subtitulos\/lluvia-serena\.vtt\?u=.+&e=\d+&s=/)
    const file = await app.inject({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(
      file.body.startsWith(
        'WEBVTT\n\n00:00:00.000 --> 00:00:08.000\nTe doy la bienvenida a «Lluvia serena».',
      ),
    ).toBe(true)
    // The signature is the permission: another key, or a changed one, is refused.
    expect(
      (await app.inject({ method: 'GET', url: url.replace('lluvia-serena', 'olas-del-mar') })).statusCode,
    ).toBe(403)

    // Another member whose plan reaches it too: 200. Outside the plan, without a plan: 403.
    const { client: other } = await miniMember(['pareja', 'salud-emocional'])
    expect((await other.get(`/api/audios/captions-url/${rain}`)).statusCode).toBe(200)
    const locked = await client.get(`/api/audios/captions-url/${ids['respiracion-consciente.mp3']}`)
    expect(locked.statusCode).toBe(403)
    expect(locked.json().code).toBe('media.locked')
    const { client: noPlan } = await signedInUser(app, db, { role: 'visitor' })
    expect((await noPlan.get(`/api/audios/captions-url/${rain}`)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/audios/captions-url/${rain}` })).statusCode).toBe(
      401,
    )
    // Staff read any; an item without captions, or no item, is a 404.
    expect((await admin.get(`/api/audios/captions-url/${ids['circulo-respiracion.mp4']}`)).statusCode).toBe(
      200,
    )
    const bowl = ids['cuenco-tibetano.mp3'] as string
    await db.update(mediaItems).set({ captionsUrl: null }).where(eq(mediaItems.id, bowl))
    const none = await admin.get(`/api/audios/captions-url/${bowl}`)
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Este contenido no tiene subtítulos ni transcripción.')
    expect((await admin.get('/api/audios/captions-url/no-es-un-id')).statusCode).toBe(404)
  })
})
