import { catalogueMap, healthConsentVersion, questionnaireQuestions, type TestAnswers } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, expect } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import { categories, plans, subscriptions, themes, users } from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'

/**
 * What the questionnaire's test files (questionnaire-*.test.ts) stand on: an app on its own database
 * with the catalogue the questions point at and the mini and full plans, members signed in through
 * the API, and plans given directly.
 */
export async function questionnaireApp() {
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

  return { app, db, member, giveActivePlan }
}

/** The first option of each question, with a few chosen by theme. */
export function answers(overrides: Partial<Record<string, string>> = {}): TestAnswers {
  const base = Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options[0]?.id])) as TestAnswers
  return { ...base, ...overrides } as TestAnswers
}
// First options: familia, salud-emocional, pareja, salud-emocional, salud-fisica, salud-mental,
// productividad, creencia-dinero, meditacion, pareja → salud; salud-emocional, pareja, salud-fisica.
export const expectedFirst = {
  categoriaPrincipal: 'salud',
  topTemas: ['salud-emocional', 'pareja', 'salud-fisica'],
}
export const allOtro = () =>
  Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options.find((o) => o.theme === null)?.id]))
