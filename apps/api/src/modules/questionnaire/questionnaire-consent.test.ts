import { healthConsentVersion } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { browser } from '../../../test/session.ts'
import { testTakes, users } from '../../db/schema/index.ts'
import { allOtro, answers, questionnaireApp } from './questionnaire.test-helpers.ts'

// The consent to the processing of the test's answers, which are health data (decision 100): asked
// before anything is stored, recorded with its date and version, withdrawn with the answers.
const { app, db, member, giveActivePlan } = await questionnaireApp()

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
