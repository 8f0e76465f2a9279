import {
  questionnaireQuestions,
  sessionUserSchema,
  takeTestResponseSchema,
  testHistoryResponseSchema,
} from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { browser } from '../../../test/session.ts'
import { mediaItems, testTakes, themes, users } from '../../db/schema/index.ts'
import { allOtro, answers, expectedFirst, questionnaireApp } from './questionnaire.test-helpers.ts'

// Taking the wellbeing test: scoring on the server, the apps' result-only payloads, who may take
// it, retakes and the history, deleting the answers, and what the result recommends. The consent it
// needs first (decision 100): questionnaire-consent.test.ts.
const { app, db, member, giveActivePlan } = await questionnaireApp()

describe('POST /api/users/take-test', () => {
  it('requires a session', async () => {
    const res = await browser(app).post('/api/users/take-test', { answers: answers() })
    expect(res.statusCode).toBe(401)
  })

  it('scores the answers on the server and answers the result in both namings', async () => {
    const { client } = await member()
    const res = await client.post('/api/users/take-test', {
      answers: answers(),
      // A client's own result is ignored when answers are sent.
      categoriaPrincipal: 'trabajo-y-finanzas',
      topTemas: ['productividad'],
    })
    expect(res.statusCode).toBe(200)
    const body = takeTestResponseSchema.parse(res.json())
    expect(body.message).toBe('Resultados del test guardados correctamente.')
    expect(body.data).toMatchObject(expectedFirst)
    expect(body.data.category).toMatchObject({ name: 'Salud', slug: 'salud' })
    expect(body.data.themes.map((theme) => theme.name)).toEqual(['Salud emocional', 'Pareja', 'Salud física'])
    const { testResult, ...flat } = body.data
    expect(testResult).toEqual(flat)
    expect(body.user).toMatchObject({ tookTest: true, testResult: expectedFirst })
  })

  it('puts the result on the session user', async () => {
    const { client } = await member()
    const before = sessionUserSchema.parse((await client.get('/api/users/validate-token')).json().user)
    expect(before).toMatchObject({ tookTest: false, testResult: null })
    await client.post('/api/users/take-test', { answers: answers() })
    const after = sessionUserSchema.parse((await client.get('/api/users/validate-token')).json().user)
    expect(after.tookTest).toBe(true)
    expect(after.testResult?.category?.name).toBe('Salud')
    expect(after.testResult?.themes).toHaveLength(3)
  })

  it("defaults to 'personal' with padded themes when every answer is 'otro'", async () => {
    const { client } = await member()
    const res = await client.post('/api/users/take-test', { answers: allOtro() })
    expect(res.json().data).toMatchObject({
      categoriaPrincipal: 'personal',
      topTemas: ['habitos', 'meditacion', 'salud-mental'],
    })
  })

  it('refuses incomplete or unknown answers with a Spanish message', async () => {
    const { client } = await member()
    const { p3: _, ...missing } = answers()
    const res = await client.post('/api/users/take-test', { answers: missing })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Responde la pregunta 3 con una de sus opciones.')
    const unknown = await client.post('/api/users/take-test', { answers: answers({ p10: 'nada' }) })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Responde la pregunta 10 con una de sus opciones.')
    const empty = await client.post('/api/users/take-test', {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Envía las respuestas del test o su resultado.')
  })

  it('keeps only the ten answers, not extra fields a client adds', async () => {
    const { client, user } = await member()
    await client.post('/api/users/take-test', { answers: { ...answers(), p11: 'x', admin: 'yes' } })
    const [take] = await db.select().from(testTakes).where(eq(testTakes.userId, user.id))
    expect(Object.keys(take?.answers ?? {})).toEqual(questionnaireQuestions.map((q) => q.id))
  })
})

describe('result-only payloads (mobile apps)', () => {
  it('accepts categorySlug and themesSlugs of existing entries', async () => {
    const { client } = await member()
    const res = await client.post('/api/users/take-test', {
      categorySlug: 'relaciones',
      themesSlugs: ['pareja', 'familia', 'amistad'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      categoriaPrincipal: 'relaciones',
      topTemas: ['pareja', 'familia', 'amistad'],
      category: { name: 'Relaciones' },
    })
  })

  it("accepts categoriaPrincipal and topTemas, reading 'otro' as 'personal' and padding to three", async () => {
    const { client } = await member()
    const res = await client.post('/api/users/take-test', {
      categoriaPrincipal: 'otro',
      topTemas: ['gratitud', 'otro'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      categoriaPrincipal: 'personal',
      topTemas: ['gratitud', 'habitos', 'salud-mental'],
    })
  })

  it('refuses an unknown or deleted slug with a 400 and a Spanish message', async () => {
    const { client, user } = await member()
    const badCategory = await client.post('/api/users/take-test', {
      categorySlug: 'dinero',
      themesSlugs: ['pareja'],
    })
    expect(badCategory.statusCode).toBe(400)
    expect(badCategory.json()).toMatchObject({
      success: false,
      code: 'questionnaire.unknownCategory',
      message: 'La categoría «dinero» no existe.',
    })
    const badTheme = await client.post('/api/users/take-test', {
      categoriaPrincipal: 'salud',
      topTemas: ['salud-mental', 'yoga'],
    })
    expect(badTheme.statusCode).toBe(400)
    expect(badTheme.json().message).toBe('El tema «yoga» no existe.')
    const deleted = await client.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['tema-borrado'],
    })
    expect(deleted.statusCode).toBe(400)
    expect(await db.select().from(testTakes).where(eq(testTakes.userId, user.id))).toHaveLength(0)
  })
})

describe('roles', () => {
  it('lets every member role take the test', async () => {
    for (const role of ['visitor', 'subscriber', 'tester', 'creator', 'therapist'] as const) {
      const { client } = await member(role)
      expect((await client.post('/api/users/take-test', { answers: answers() })).statusCode, role).toBe(200)
    }
  })

  it('refuses staff with a 403 and a Spanish message', async () => {
    for (const role of ['admin', 'crmUser'] as const) {
      const { client } = await member(role)
      const res = await client.post('/api/users/take-test', { answers: answers() })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(
        'El test de bienestar es para los miembros; tu cuenta no puede realizarlo.',
      )
    }
  })
})

describe('PUT /api/users/retake-test and the history', () => {
  it('keeps every take, and the newest is the current result', async () => {
    const { client } = await member('subscriber')
    await client.post('/api/users/take-test', { answers: answers() })
    const retake = await client.put('/api/users/retake-test', { answers: allOtro() })
    expect(retake.statusCode).toBe(200)
    expect(retake.json().message).toBe('Resultados del test actualizados correctamente.')
    expect(retake.json().data.testResult.categoriaPrincipal).toBe('personal')
    const session = (await client.get('/api/users/validate-token')).json().user
    expect(session.testResult.categoriaPrincipal).toBe('personal')

    const history = testHistoryResponseSchema.parse((await client.get('/api/users/test-history')).json())
    expect(history.data).toHaveLength(2)
    expect(history.data[0]?.testResults.categoriaPrincipal).toBe('personal')
    expect(history.data[1]?.testResults).toMatchObject(expectedFirst)
    expect(history.data[1]?.answers).toEqual(answers())
    expect(Date.parse(history.data[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(history.data[1]?.createdAt ?? ''),
    )
  })

  it('shows each user only their own history', async () => {
    const first = await member()
    const second = await member()
    await first.client.post('/api/users/take-test', { answers: answers() })
    expect((await second.client.get('/api/users/test-history')).json().data).toEqual([])
    expect((await browser(app).get('/api/users/test-history')).statusCode).toBe(401)
  })

  it('refuses a retake to a mini holder who already took the test', async () => {
    const { client, user } = await member('subscriber')
    await giveActivePlan(user.id, 'mini')
    // The first take is allowed, by either call.
    expect((await client.put('/api/users/retake-test', { answers: answers() })).statusCode).toBe(200)
    for (const send of [
      () => client.put('/api/users/retake-test', { answers: allOtro() }),
      () => client.post('/api/users/take-test', { answers: allOtro() }),
    ]) {
      const res = await send()
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        code: 'questionnaire.retakeNotAllowed',
        message: 'Ya realizaste el test. Con el plan Mini no es posible repetirlo.',
      })
    }
    expect((await client.get('/api/users/test-history')).json().data).toHaveLength(1)
  })

  it('lets a full holder, or a holder of an ended mini plan, retake', async () => {
    const full = await member('subscriber')
    await giveActivePlan(full.user.id, 'full')
    await full.client.post('/api/users/take-test', { answers: answers() })
    expect((await full.client.put('/api/users/retake-test', { answers: answers() })).statusCode).toBe(200)

    const ended = await member('subscriber')
    await giveActivePlan(ended.user.id, 'mini', new Date(Date.now() - 60_000))
    await ended.client.post('/api/users/take-test', { answers: answers() })
    expect((await ended.client.put('/api/users/retake-test', { answers: answers() })).statusCode).toBe(200)
  })
})

describe('DELETE /api/users/test', () => {
  it("deletes the user's answers and results, and keeps the account", async () => {
    const { client, user } = await member()
    const other = await member()
    await client.post('/api/users/take-test', { answers: answers() })
    await client.put('/api/users/retake-test', { answers: answers() })
    await other.client.post('/api/users/take-test', { answers: answers() })

    const res = await client.delete('/api/users/test')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Tus respuestas del test se han eliminado.',
      user: { tookTest: false, testResult: null },
    })
    expect(await db.select().from(testTakes).where(eq(testTakes.userId, user.id))).toHaveLength(0)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
    // Another user's takes are untouched.
    expect(await db.select().from(testTakes).where(eq(testTakes.userId, other.user.id))).toHaveLength(1)
    expect((await client.get('/api/users/validate-token')).json().user.tookTest).toBe(false)
    // Deleting again is harmless.
    expect((await client.delete('/api/users/test')).statusCode).toBe(200)
  })

  it('requires a session', async () => {
    expect((await browser(app).delete('/api/users/test')).statusCode).toBe(401)
  })
})

describe('results over time', () => {
  it('reads names from the catalogue now, so a renamed theme shows its new name', async () => {
    const { client } = await member()
    await client.post('/api/users/take-test', { answers: answers() })
    await db.update(themes).set({ name: 'Pareja y vínculos' }).where(eq(themes.slug, 'pareja'))
    const user = (await client.get('/api/users/validate-token')).json().user
    expect(user.testResult.themes.map((theme: { name: string }) => theme.name)).toContain('Pareja y vínculos')
    await db.update(themes).set({ name: 'Pareja' }).where(eq(themes.slug, 'pareja'))
  })
})

describe('never an empty recommendation (issue 28)', () => {
  afterAll(async () => {
    await db.delete(mediaItems)
  })

  it('recommends only themes members can play something in, the nearest ones standing in', async () => {
    const themeRows = await db.select().from(themes)
    const themeId = (slug: string) => themeRows.find((theme) => theme.slug === slug)?.id as string
    const item = (slug: string, isActive = true) => ({
      title: `Sesión de ${slug}`,
      description: 'Una sesión.',
      themeId: themeId(slug),
      duration: 600,
      audioName: `${slug}.mp3`,
      audioUrl: `/media/audios/${slug}.mp3`,
      isActive,
    })
    // Salud física has only an inactive item: nothing a member could play.
    await db
      .insert(mediaItems)
      .values([item('salud-emocional'), item('familia'), item('gratitud'), item('salud-fisica', false)])
    const { client } = await member()
    const res = await client.post('/api/users/take-test', { answers: answers() })
    expect(res.statusCode).toBe(200)
    // Scored as Salud emocional, Pareja, Salud física (the first test of this file): Pareja gives
    // its place to Familia (Relaciones), Salud física has nothing left in Salud, so the result is
    // completed from the next category in padding order (Espiritualidad: Gratitud).
    expect(res.json().data).toMatchObject({
      categoriaPrincipal: 'salud',
      topTemas: ['salud-emocional', 'familia', 'gratitud'],
    })
  })
})
