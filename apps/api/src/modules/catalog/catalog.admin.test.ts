import { Readable } from 'node:stream'
import { mediaItemSchema, pdfItemSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { fixtures } from '../../../test/media-fixtures.ts'
import { categories, mediaItems, themes } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

type Client = Awaited<ReturnType<typeof signedInUser>>['client']

describe('content management (catalogue writes)', async () => {
  const { app, db, config } = await createTestApp()
  let admin: Client
  let crm: Client
  let member: Client
  let salud: { id: string }
  let saludMental: { id: string }
  let pareja: { id: string }

  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    admin = (await signedInUser(app, db, { role: 'admin' })).client
    crm = (await signedInUser(app, db, { role: 'crmUser' })).client
    member = (await signedInUser(app, db, { role: 'subscriber' })).client
    const bySlug = async (table: typeof categories | typeof themes, slug: string) => {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug))
      if (!row) throw new Error(`no ${slug}`)
      return row
    }
    salud = await bySlug(categories, 'salud')
    saludMental = await bySlug(themes, 'salud-mental')
    pareja = await bySlug(themes, 'pareja')
    await app.storage.put('archivos-pdf/guia_1.pdf', Readable.from([fixtures.pdf()]), 'application/pdf')
  })

  const names = (res: { json(): { data: { name?: string; title?: string }[] } }) =>
    res.json().data.map((item) => item.name ?? item.title)
  const audio = (overrides: Record<string, unknown> = {}) => ({
    theme: saludMental.id,
    title: 'Respira hondo',
    description: 'Una pausa de un minuto.',
    duration: 999,
    audio: { audioName: 'lluvia-serena.mp3', audioUrl: '/media/audios/lluvia-serena.mp3' },
    coverImage: {
      coverImageName: 'lluvia-serena.webp',
      coverImageUrl: '/media/caratula-audios/lluvia-serena.webp',
    },
    tags: ['  Calma ', 'calma', 'RESPIRACIÓN', ''],
    order: 1,
    isActive: true,
    fileType: 'audio',
    ...overrides,
  })

  it('creates a category active with order 1, with the spec’s messages for what is missing', async () => {
    const missing = await admin.post('/api/categories/create', { description: 'x' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('El nombre es obligatorio')
    const blank = await admin.post('/api/categories/create', { name: 'Sueño', description: '   ' })
    expect(blank.json().message).toBe('La descripción es obligatoria')

    const res = await admin.post('/api/categories/create', {
      name: 'Sueño profundo',
      description: 'Para dormir mejor.',
      coverImage: { coverImageName: 'salud.webp', coverImageUrl: '/media/caratula-categorias/salud.webp' },
      order: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Categoría creada correctamente.',
      data: { name: 'Sueño profundo', slug: 'sueno-profundo', isActive: true, isDeleted: false, order: 1 },
    })
    // The public list shows it at once; a second one of the same name gets its own slug.
    expect(names(await app.inject({ method: 'GET', url: '/api/categories/list?isDeleted=false' }))).toContain(
      'Sueño profundo',
    )
    const again = await admin.post('/api/categories/create', { name: 'Sueño profundo', description: 'Otra.' })
    expect(again.json().data.slug).toBe('sueno-profundo-2')
  })

  it('toggles with { isActive } alone, hides from members, keeps it for staff; deletes softly', async () => {
    const created = (
      await admin.post('/api/categories/create', { name: 'Temporal', description: 'Prueba.' })
    ).json().data
    const toggled = await admin.put(`/api/categories/update/${created._id}`, { isActive: false })
    expect(toggled.json().data).toMatchObject({ name: 'Temporal', description: 'Prueba.', isActive: false })
    expect(names(await app.inject({ method: 'GET', url: '/api/categories/list' }))).not.toContain('Temporal')
    expect(names(await member.get('/api/categories/list'))).not.toContain('Temporal')
    expect(names(await crm.get('/api/categories/list?isDeleted=false&includeInactive=true'))).toContain(
      'Temporal',
    )
    // Staff's lists are prepared bodies too, in the coding asked for (decision 096).
    const staffThemes = await crm.get('/api/themes/list?isDeleted=false&includeInactive=true', {
      'accept-encoding': 'br',
    })
    expect(staffThemes.headers['content-encoding']).toBe('br')
    // Staff browsing the member pages (which ask for includeInactive=false) see what members see;
    // only staff may ask for more.
    expect(
      names(await admin.get('/api/categories/list?isDeleted=false&includeInactive=false')),
    ).not.toContain('Temporal')
    expect((await member.get('/api/categories/list?includeInactive=true')).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/themes/list?includeInactive=true' })).statusCode,
    ).toBe(401)

    const deleted = await admin.delete(`/api/categories/delete/${created._id}`)
    expect(deleted.json()).toMatchObject({
      message: 'Categoría eliminada correctamente.',
      data: { isDeleted: true },
    })
    expect(names(await admin.get('/api/categories/list?isDeleted=false&includeInactive=true'))).not.toContain(
      'Temporal',
    )
    expect(names(await admin.get('/api/categories/list?isDeleted=true&includeInactive=true'))).toEqual([
      'Temporal',
    ])
    const [row] = await db.select().from(categories).where(eq(categories.id, created._id))
    expect(row?.isDeleted).toBe(true)
    expect((await admin.delete(`/api/categories/delete/${created._id}`)).statusCode).toBe(404)
    expect((await admin.put(`/api/categories/update/${created._id}`, { isActive: true })).statusCode).toBe(
      404,
    )
    expect((await admin.put('/api/categories/update/no-es-un-id', { isActive: true })).statusCode).toBe(404)
  })

  it('gives staff inactive items on the spec’s own list call; members and visitors only active ones', async () => {
    const category = (
      await admin.post('/api/categories/create', {
        name: 'Apagada',
        description: 'Inactiva.',
        isActive: false,
      })
    ).json().data
    const theme = (
      await admin.post('/api/themes/create', {
        name: 'Tema apagado',
        description: 'Inactivo.',
        category: salud.id,
        isActive: false,
      })
    ).json().data
    // New audios are created inactive.
    const item = (await admin.post('/api/audios/create', audio({ title: 'Audio apagado' }))).json().data
    const pdf = (
      await admin.post('/api/pdfs/create', {
        title: 'PDF apagado',
        pdf: { name: 'guia_1.pdf', url: '/media/archivos-pdf/guia_1.pdf' },
        isActive: false,
      })
    ).json().data
    expect([category.isActive, theme.isActive, item.isActive, pdf.isActive]).toEqual([
      false,
      false,
      false,
      false,
    ])
    const inactive = ['Apagada', 'Tema apagado', 'Audio apagado', 'PDF apagado']
    const calls = ['categories', 'themes', 'audios', 'pdfs'].map(
      (resource) => `/api/${resource}/list?isDeleted=false`,
    )
    const listed = async (get: (url: string) => Promise<{ statusCode: number; json(): unknown }>) => {
      const found: (string | undefined)[] = []
      for (const url of calls) {
        const res = await get(url)
        expect(res.statusCode, url).toBe(200)
        found.push(...names(res as Parameters<typeof names>[0]))
      }
      return found
    }
    // Each staff role, twice (the second answer comes from the prepared staff bodies).
    for (const staff of [admin, crm, admin])
      expect(await listed((url) => staff.get(url))).toEqual(expect.arrayContaining(inactive))
    // Members (with and without a plan), a creator, and visitors: never an inactive item.
    const others = [
      member,
      (await signedInUser(app, db, { role: 'visitor' })).client,
      (await signedInUser(app, db, { role: 'creator' })).client,
    ]
    for (const other of others) {
      const found = await listed((url) => other.get(url))
      for (const name of inactive) expect(found).not.toContain(name)
    }
    for (const url of calls.slice(0, 2)) {
      const found = names(await app.inject({ method: 'GET', url }))
      for (const name of inactive) expect(found).not.toContain(name)
    }
    // The member pages' own call gives staff the members' view.
    const asMembers = names(await admin.get('/api/categories/list?isDeleted=false&includeInactive=false'))
    expect(asMembers).not.toContain('Apagada')
  })

  it('puts a theme in a category that exists', async () => {
    const noCategory = await admin.post('/api/themes/create', { name: 'Insomnio', description: 'Noches.' })
    expect(noCategory.json().message).toBe('La categoría es obligatoria')
    const unknown = await admin.post('/api/themes/create', {
      name: 'Insomnio',
      description: 'Noches.',
      category: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('La categoría seleccionada no existe.')
    const res = await admin.post('/api/themes/create', {
      name: 'Insomnio',
      description: 'Noches tranquilas.',
      category: salud.id,
      isActive: true,
      coverImage: null,
      order: 1,
    })
    expect(res.json().data).toMatchObject({
      slug: 'insomnio',
      order: 1,
      isActive: true,
      category: { _id: salud.id },
    })
  })

  it('validates audio and video with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [audio({ title: '' }), 'El título es obligatorio'],
      [audio({ description: undefined }), 'La descripción es obligatoria'],
      [audio({ theme: undefined }), 'El tema es obligatorio'],
      [audio({ audio: undefined }), 'El archivo de audio es obligatorio'],
      [
        audio({ audio: { audioName: '', audioUrl: '' }, fileType: 'video' }),
        'El archivo de video es obligatorio',
      ],
      [audio({ category: salud.id, theme: pareja.id }), 'El tema no pertenece a la categoría seleccionada.'],
      [
        audio({ audio: { audioName: 'x', audioUrl: '/media/videos/olas-al-atardecer.mp4' } }),
        'El archivo debe estar en la carpeta «audios».',
      ],
      [
        audio({ audio: { audioName: 'x', audioUrl: 'https://evil.example/x.mp3' } }),
        'El archivo debe estar en la carpeta «audios».',
      ],
      [
        audio({ audio: { audioName: 'x', audioUrl: '/media/audios/../../session-secret' } }),
        'El archivo debe estar en la carpeta «audios».',
      ],
      [
        audio({ audio: { audioName: 'x', audioUrl: '/media/audios/no-existe.mp3' } }),
        'El archivo seleccionado no existe: súbelo de nuevo en Recursos.',
      ],
      [
        audio({ coverImage: { coverImageName: 'x', coverImageUrl: 'javascript:alert(1)' } }),
        'El archivo debe estar en la carpeta «caratula-…».',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await admin.post('/api/audios/create', body)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toBe(message)
    }
  })

  it('creates audio inactive with its duration read from the file and tidy tags; members see it once active', async () => {
    const res = await admin.post('/api/audios/create', audio({ category: salud.id }))
    expect(res.statusCode).toBe(200)
    const item = mediaItemSchema.parse(res.json().data)
    expect(item).toMatchObject({
      title: 'Respira hondo',
      fileType: 'audio',
      isActive: false,
      order: 1,
      // The demo seed's Lluvia serena: ten minutes, built from its clip (issue 28).
      duration: 600,
      tags: ['calma', 'respiración'],
      theme: { _id: saludMental.id, category: { _id: salud.id, name: 'Salud' } },
    })
    const memberTitles = async () => names(await member.get('/api/audios/list?isDeleted=false'))
    expect(await memberTitles()).not.toContain('Respira hondo')
    expect(names(await crm.get('/api/audios/list?isDeleted=false&includeInactive=true'))).toContain(
      'Respira hondo',
    )

    const on = await admin.put(`/api/audios/update/${item._id}`, { isActive: true })
    expect(on.json().data).toMatchObject({ isActive: true, title: 'Respira hondo', duration: 600 })
    expect(await memberTitles()).toContain('Respira hondo')

    // Hiding its theme hides it from members too.
    await admin.put(`/api/themes/update/${saludMental.id}`, { isActive: false })
    expect(await memberTitles()).not.toContain('Respira hondo')
    await admin.put(`/api/themes/update/${saludMental.id}`, { isActive: true })
    expect(await memberTitles()).toContain('Respira hondo')

    await admin.delete(`/api/audios/delete/${item._id}`)
    expect(await memberTitles()).not.toContain('Respira hondo')
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, item._id))
    expect(row?.isDeleted).toBe(true)
  })

  it('creates a video with the browser’s duration, floored, and checks the file on a type switch', async () => {
    const res = await admin.post(
      '/api/audios/create',
      audio({
        fileType: 'video',
        duration: 12.7,
        audio: { audioName: 'olas-al-atardecer.mp4', audioUrl: '/media/videos/olas-al-atardecer.mp4' },
      }),
    )
    expect(res.json().data).toMatchObject({ fileType: 'video', duration: 12, isActive: false })
    const id = res.json().data._id
    const switched = await admin.put(`/api/audios/update/${id}`, { fileType: 'audio' })
    expect(switched.json().message).toBe('El archivo debe estar en la carpeta «audios».')
    const videos = (await admin.get('/api/audios/list?fileType=video&includeInactive=true')).json().data
    expect(videos.every((v: { fileType: string }) => v.fileType === 'video')).toBe(true)
  })

  it('creates a PDF active, read back with `file`', async () => {
    expect((await admin.post('/api/pdfs/create', { title: 'Guía' })).json().message).toBe(
      'El archivo PDF es obligatorio',
    )
    expect(
      (
        await admin.post('/api/pdfs/create', { pdf: { name: 'g', url: '/media/archivos-pdf/guia_1.pdf' } })
      ).json().message,
    ).toBe('El título es obligatorio')
    const res = await admin.post('/api/pdfs/create', {
      title: 'Guía de respiración',
      pdf: { name: 'guia_1.pdf', url: '/media/archivos-pdf/guia_1.pdf' },
      coverImage: null,
      isActive: true,
    })
    const pdf = pdfItemSchema.parse(res.json().data)
    expect(pdf).toMatchObject({
      isActive: true,
      file: { name: 'guia_1.pdf', url: '/media/archivos-pdf/guia_1.pdf' },
    })
    expect(names(await member.get('/api/pdfs/list?isDeleted=false'))).toContain('Guía de respiración')
    await admin.put(`/api/pdfs/update/${pdf._id}`, { isActive: false })
    expect(names(await member.get('/api/pdfs/list'))).not.toContain('Guía de respiración')
    expect(names(await crm.get('/api/pdfs/list?includeInactive=true'))).toContain('Guía de respiración')
  })

  it('stores file URLs in one spelling, and keeps a file in use from being deleted', async () => {
    await app.storage.put('caratula-categorias/niño_1.webp', Readable.from([fixtures.webp()]), 'image/webp')
    const res = await admin.post('/api/categories/create', {
      name: 'Infancia',
      description: 'Para los más pequeños.',
      coverImage: { coverImageName: 'niño_1.webp', coverImageUrl: '/media/caratula-categorias/niño_1.webp' },
    })
    expect(res.json().data.coverImage.coverImageUrl).toBe('/media/caratula-categorias/ni%C3%B1o_1.webp')
    const inUse = await admin.delete('/api/upload/caratula-categorias/ni%C3%B1o_1.webp')
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().message).toBe(
      'No se puede eliminar: lo usa «Infancia». Cambia o elimina ese contenido primero.',
    )
    const audio = await admin.delete('/api/upload/audios/lluvia-serena.mp3')
    expect(audio.json().message).toBe(
      'No se puede eliminar: lo usa «Lluvia serena». Cambia o elimina ese contenido primero.',
    )
    // Once the category is deleted, its cover may go.
    await admin.delete(`/api/categories/delete/${res.json().data._id}`)
    expect((await admin.delete('/api/upload/caratula-categorias/ni%C3%B1o_1.webp')).statusCode).toBe(200)
  })

  it('is written by admin only; crmUser and members read, anonymous visitors read categories and themes only', async () => {
    const [anyTheme] = await db.select().from(themes).limit(1)
    const bodies = {
      categories: { name: 'X', description: 'Y' },
      themes: { name: 'X', description: 'Y', category: salud.id },
      audios: audio(),
      pdfs: { title: 'X', pdf: { name: 'g', url: '/media/archivos-pdf/guia_1.pdf' } },
    }
    for (const client of [crm, member]) {
      for (const [resource, body] of Object.entries(bodies)) {
        expect((await client.post(`/api/${resource}/create`, body)).statusCode, resource).toBe(403)
        expect(
          (await client.put(`/api/${resource}/update/${anyTheme?.id}`, { isActive: false })).statusCode,
        ).toBe(403)
        expect((await client.delete(`/api/${resource}/delete/${anyTheme?.id}`)).statusCode).toBe(403)
      }
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/categories/create', payload: bodies.categories }))
        .statusCode,
    ).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/audios/list' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/pdfs/list' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/themes/list' })).statusCode).toBe(200)
  })
})
