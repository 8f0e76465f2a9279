import { healthConsentVersion, scoreAnswers, type TestAnswers } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { testTakes, users } from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'

/** Who has the demo test result: the demo member, so the panel shows results and recommendations at once. */
export const demoTestTakerEmail = 'miembro@sosiego.app'

/**
 * The demo member's answers: worry and emotions that overflow, a pause to meditate. They score as
 * the questionnaire scores anyone's (`scoreAnswers`): Salud, with Salud emocional, Salud mental and
 * Meditación, three themes that have demo audios.
 */
export const demoTestAnswers: TestAnswers = {
  p1: 'preocupaciones',
  p2: 'desbordan',
  p3: 'pareja',
  p4: 'callar',
  p5: 'pausa',
  p6: 'inquietud',
  p7: 'concentracion',
  p8: 'otro',
  p9: 'meditar',
  p10: 'equilibrio',
}

/** Taken a few days before the first start, as a member would have. */
const takenDaysAgo = 3

/**
 * Gives the demo member their test result, once, with the consent to the current text that a member
 * gives before answering (decision 100), dated when they took it: a member who already has a take
 * (the seeded one, or a retake) is left alone, and so is their consent (they may have withdrawn it).
 */
export async function seedDemoTestResult(db: Database, timeZone: string): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoTestTakerEmail))
  if (!member) return
  const [existing] = await db
    .select({ id: testTakes.id })
    .from(testTakes)
    .where(eq(testTakes.userId, member.id))
    .limit(1)
  if (existing) return
  const result = scoreAnswers(demoTestAnswers)
  const takenAt = new Date(Date.now() - takenDaysAgo * 86_400_000)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ healthConsentAt: takenAt, healthConsentVersion })
      .where(eq(users.id, member.id))
    await tx.insert(testTakes).values({
      userId: member.id,
      answers: demoTestAnswers,
      categorySlug: result.category,
      themeSlugs: result.themes,
      createdAt: takenAt,
      day: dayInZone(takenAt, timeZone),
    })
  })
}
