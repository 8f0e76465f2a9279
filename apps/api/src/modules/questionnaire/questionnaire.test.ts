import {
  catalogueMap,
  healthConsentVersion,
  questionnaireQuestions,
  sessionUserSchema,
  type TestAnswers,
  takeTestResponseSchema,
  testHistoryResponseSchema,
} from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import {
  categories,
  mediaItems,
  plans,
  subscriptions,
  testTakes,
  themes,
  users,
} from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'

const { app, db } = await createTestApp({
  env: { RATE_LIMIT_LOGIN_FAILURES: '1000', RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '1000' },
})
const password = 'Serena2026!'
let passwordHash: string
const planIds: Record<string, string> = {}

beforeAll(async () => {
  passwordHash = await hashPassword(password)
  for (const [index, category] of catalogueMap.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ name: category.name, slug: category.slug, order: index + 1 })
      .returning()
    if (!row) throw new Error('no category')
    await db
      .insert(themes)
      .values(category.themes.map((theme) => ({ name: theme.name, slug: theme.slug, categoryId: row.id })))
  }
  // A theme staff have deleted: stored results still name it, new reports may not use it.
  const [salud] = await db.select().from(categories).where(eq(categories.slug, 'salud'))
  await db
    .insert(themes)
    .values({ name: 'Antiguo', slug: 'tema-borrado', categoryId: salud?.id as string, isDeleted: true })
  for (const slug of ['mini', 'full']) {
    const [plan] = await db.insert(plans).values({ name: slug, slug, priceCents: 999 }).returning()
    planIds[slug] = plan?.id as string
  }
})

let counter = 0
/**
 * A verified member (or any role), signed in through the API; with the consent to the processing of
 * their answers already given (decision 100) unless `consent: false`.
 */
async function member(role: (typeof users.$inferInsert)['role'] = 'visitor', { consent = true } = {}) {
  const email = `miembro${++counter}@sosiego.test`
  const given = consent ? { healthConsentAt: new Date(), healthConsentVersion } : {}
  const [user] = await db
    .insert(users)
    .values({ name: 'Lucía', lastName: 'Calma', email, passwordHash, role, isVerified: true, ...given })
    .returning()
  const client = browser(app)
  expect((await client.post('/api/users/login', { email, password })).statusCode).toBe(200)
  return { user: user as typeof users.$inferSelect, client }
}

async function giveActivePlan(userId: string, slug: string, endDate: Date | null = null) {
  await db.insert(subscriptions).values({
    userId,
    planId: planIds[slug] as string,
    status: 'active',
    source: 'admin',
    startDate: new Date(Date.now() - 86_400_000),
    endDate,
  })
}

/** The first option of each question, with a few chosen by theme. */
function answers(overrides: Partial<Record<string, string>> = {}): TestAnswers {
  const base = Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options[0]?.id])) as TestAnswers
  return { ...base, ...overrides } as TestAnswers
}
// First options: familia, salud-emocional, pareja, salud-emocional, salud-fisica, salud-mental,
// productividad, creencia-dinero, meditacion, pareja → salud; salud-emocional, pareja, salud-fisica.
const expectedFirst = {
  categoriaPrincipal: 'salud',
  topTemas: ['salud-emocional', 'pareja', 'salud-fisica'],
}
const allOtro = () =>
  Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options.find((o) => o.theme === null)?.id]))

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

describe('the consent to the processing of the answers (health data, decision 100)', () => {
  const takesOf = (userId: string) => db.select().from(testTakes).where(eq(testTakes.userId, userId))
  const rowOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]
  const refusal = {
    success: false,
    code: 'questionnaire.consentRequired',
    message: 'Para guardar tus respuestas necesitamos tu consentimiento.',
  }

  it('refuses answers, or a result alone, without a consent in force, and stores nothing', async () => {
    const { client, user } = await member('visitor', { consent: false })
    for (const send of [
      () => client.post('/api/users/take-test', { answers: answers() }),
      () => client.put('/api/users/retake-test', { answers: answers() }),
      () => client.post('/api/users/take-test', { answers: answers(), healthConsent: false }),
      // A result alone is derived from the answers: health data too.
      () => client.post('/api/users/take-test', { categorySlug: 'relaciones', themesSlugs: ['pareja'] }),
    ]) {
      const res = await send()
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject(refusal)
    }
    expect(await takesOf(user.id)).toHaveLength(0)
    expect(await rowOf(user.id)).toMatchObject({ healthConsentAt: null, healthConsentVersion: null })
    expect((await client.get('/api/users/validate-token')).json().user).toMatchObject({
      tookTest: false,
      healthConsent: null,
    })
  })

  it('refuses a consent given to an older text: it is asked again', async () => {
    const { client, user } = await member()
    await db.update(users).set({ healthConsentVersion: '2020-01-01' }).where(eq(users.id, user.id))
    const res = await client.post('/api/users/take-test', { answers: answers() })
    expect(res.statusCode).toBe(403)
    expect(await takesOf(user.id)).toHaveLength(0)
  })

  it('records the consent given with the first submission, with its date and version, and stores the answers', async () => {
    const { client, user } = await member('visitor', { consent: false })
    const before = Date.now()
    const res = await client.post('/api/users/take-test', { answers: answers(), healthConsent: true })
    expect(res.statusCode).toBe(200)
    const row = await rowOf(user.id)
    expect(row?.healthConsentVersion).toBe(healthConsentVersion)
    expect(row?.healthConsentAt?.getTime()).toBeGreaterThanOrEqual(before)
    expect(row?.healthConsentAt?.getTime()).toBeLessThanOrEqual(Date.now())
    expect(res.json().user.healthConsent).toEqual({
      givenAt: row?.healthConsentAt?.toISOString(),
      version: healthConsentVersion,
    })
    const [take] = await takesOf(user.id)
    expect(take?.answers).toEqual(answers())
  })

  it('records nothing, not even the consent, when the submission is refused', async () => {
    const { client, user } = await member('subscriber', { consent: false })
    await giveActivePlan(user.id, 'mini')
    await db.insert(testTakes).values({
      userId: user.id,
      answers: null,
      categorySlug: 'salud',
      themeSlugs: ['pareja', 'familia', 'amistad'],
      day: '2026-11-20',
    })
    const res = await client.put('/api/users/retake-test', { answers: answers(), healthConsent: true })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('questionnaire.retakeNotAllowed')
    expect(await rowOf(user.id)).toMatchObject({ healthConsentAt: null, healthConsentVersion: null })
    expect(await takesOf(user.id)).toHaveLength(1)
  })

  it('POST /api/users/health-consent records the date and the version, once, and the test can then be stored', async () => {
    const { client, user } = await member('visitor', { consent: false })
    const before = Date.now()
    const given = await client.post('/api/users/health-consent', {})
    expect(given.statusCode).toBe(200)
    expect(given.json()).toMatchObject({
      success: true,
      message: 'Hemos guardado tu consentimiento.',
      user: { healthConsent: { version: healthConsentVersion } },
    })
    const row = await rowOf(user.id)
    expect(row?.healthConsentVersion).toBe(healthConsentVersion)
    expect(row?.healthConsentAt?.getTime()).toBeGreaterThanOrEqual(before)
    // Given again while in force: the first date stays.
    expect((await client.post('/api/users/health-consent', {})).statusCode).toBe(200)
    expect((await rowOf(user.id))?.healthConsentAt).toEqual(row?.healthConsentAt)
    expect((await client.get('/api/users/validate-token')).json().user.healthConsent).toEqual({
      givenAt: row?.healthConsentAt?.toISOString(),
      version: healthConsentVersion,
    })

    expect((await client.post('/api/users/take-test', { answers: answers() })).statusCode).toBe(200)
    expect(await takesOf(user.id)).toHaveLength(1)
  })

  it('refuses the consent to staff, and to a visitor without a session', async () => {
    for (const role of ['admin', 'crmUser'] as const) {
      const { client, user } = await member(role, { consent: false })
      const res = await client.post('/api/users/health-consent', {})
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('questionnaire.roleNotAllowed')
      expect((await rowOf(user.id))?.healthConsentAt).toBeNull()
    }
    expect((await browser(app).post('/api/users/health-consent', {})).statusCode).toBe(401)
    expect((await browser(app).delete('/api/users/health-consent')).statusCode).toBe(401)
  })

  it('withdrawing deletes the answers of every take and keeps the recommendation when the member chooses to', async () => {
    const { client, user } = await member('subscriber')
    await client.post('/api/users/take-test', { answers: answers() })
    await client.put('/api/users/retake-test', { answers: allOtro() })

    const res = await client.delete('/api/users/health-consent?keepRecommendation=true')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message:
        'Has retirado tu consentimiento. Hemos eliminado tus respuestas y conservado tu recomendación.',
      user: { healthConsent: null, tookTest: true, testResult: { categoriaPrincipal: 'personal' } },
    })
    const takes = await takesOf(user.id)
    expect(takes).toHaveLength(2)
    expect(takes.map((take) => take.answers)).toEqual([null, null])
    expect(takes.map((take) => take.categorySlug).sort()).toEqual(['personal', 'salud'])
    expect(await rowOf(user.id)).toMatchObject({ healthConsentAt: null, healthConsentVersion: null })
    // Without the consent, nothing more is stored.
    const again = await client.put('/api/users/retake-test', { answers: answers() })
    expect(again.statusCode).toBe(403)
    expect(again.json().code).toBe('questionnaire.consentRequired')
    expect(await takesOf(user.id)).toHaveLength(2)
  })

  it('withdrawing deletes the takes too when the member does not keep the recommendation', async () => {
    const { client, user } = await member()
    const other = await member()
    await client.post('/api/users/take-test', { answers: answers() })
    await other.client.post('/api/users/take-test', { answers: answers() })

    const res = await client.delete('/api/users/health-consent')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: 'Has retirado tu consentimiento. Hemos eliminado tus respuestas y tu recomendación.',
      user: { healthConsent: null, tookTest: false, testResult: null },
    })
    expect(await takesOf(user.id)).toHaveLength(0)
    expect(await rowOf(user.id)).toMatchObject({ healthConsentAt: null, healthConsentVersion: null })
    // Another member's consent and takes are untouched.
    expect(await takesOf(other.user.id)).toHaveLength(1)
    expect((await rowOf(other.user.id))?.healthConsentVersion).toBe(healthConsentVersion)
  })

  it("lets nobody give or withdraw another member's consent: the calls take no id and act on the caller", async () => {
    const owner = await member()
    await owner.client.post('/api/users/take-test', { answers: answers() })
    const consentBefore = (await rowOf(owner.user.id))?.healthConsentAt
    const stranger = await member('visitor', { consent: false })

    const withdrawn = await stranger.client.delete(
      `/api/users/health-consent?keepRecommendation=false&userId=${owner.user.id}`,
    )
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json().user._id).toBe(stranger.user.id)
    expect((await rowOf(owner.user.id))?.healthConsentAt).toEqual(consentBefore)
    expect(await takesOf(owner.user.id)).toHaveLength(1)
    expect((await takesOf(owner.user.id))[0]?.answers).toEqual(answers())

    // The owner withdraws; a stranger's consent call with the owner's id gives nothing to the owner.
    await owner.client.delete('/api/users/health-consent')
    const given = await stranger.client.post('/api/users/health-consent', { userId: owner.user.id })
    expect(given.json().user._id).toBe(stranger.user.id)
    expect((await rowOf(owner.user.id))?.healthConsentAt).toBeNull()
    expect((await rowOf(stranger.user.id))?.healthConsentVersion).toBe(healthConsentVersion)
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
