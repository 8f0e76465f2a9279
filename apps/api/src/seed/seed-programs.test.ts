import { addCalendarDays } from '@sosiego/shared'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { categories, mediaItems, playtimeDaily, programSteps, programs, themes } from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'
import { programDetail } from '../modules/programs/programs.service.ts'
import { DEMO_MEMBER_LISTENING_SECONDS } from './demo-member.ts'
import { DEMO_RUN_PROGRAM, demoPrograms } from './programs.ts'
import { demoDatabase } from './seed.test-helpers.ts'

// The demo programs (issue 30) and the demo member's run, as the seed leaves them; the rest of the
// demo content: seed-demo-activity.test.ts and seed-catalogue.test.ts.
describe('demo programs', async () => {
  const { db, demoMember, seed } = await demoDatabase()
  beforeAll(seed)

  const stepsOf = (slug: string) =>
    db
      .select({
        position: programSteps.position,
        title: mediaItems.title,
        duration: mediaItems.duration,
        mediaId: mediaItems.id,
        category: categories.slug,
      })
      .from(programSteps)
      .innerJoin(programs, eq(programs.id, programSteps.programId))
      .innerJoin(mediaItems, eq(mediaItems.id, programSteps.mediaId))
      .innerJoin(themes, eq(themes.id, mediaItems.themeId))
      .innerJoin(categories, eq(categories.id, themes.categoryId))
      .where(eq(programs.slug, slug))
      .orderBy(asc(programSteps.position))

  it('ships the three programs of the issue, built from the demo catalogue', async () => {
    const rows = await db
      .select({ program: programs, category: categories.slug })
      .from(programs)
      .innerJoin(categories, eq(categories.id, programs.categoryId))
      .orderBy(asc(programs.order))
    expect(
      rows.map(({ program }) => ({ title: program.title, pace: program.pace, isActive: program.isActive })),
    ).toEqual([
      { title: 'Siete días para empezar', pace: 'daily', isActive: true },
      { title: 'Dormir mejor en 10 noches', pace: 'daily', isActive: true },
      { title: 'Ansiedad: 5 prácticas breves', pace: 'free', isActive: true },
    ])
    expect(rows[0]?.program.level).toBe('inicial')
    for (const demo of demoPrograms) {
      const steps = await stepsOf(demo.slug)
      expect(steps.map((step) => step.title)).toEqual(demo.steps)
      expect(steps.every((step) => step.duration > 0)).toBe(true)
    }
    expect((await stepsOf('siete-dias-para-empezar')).length).toBe(7)
    expect((await stepsOf('dormir-mejor-en-10-noches')).length).toBe(10)
    // Every anxiety practice in the program's own category.
    expect((await stepsOf('ansiedad-5-practicas-breves')).map((step) => step.category)).toEqual(
      Array(5).fill('salud'),
    )
    // Seeding again adds nothing.
    await seed()
    expect(await db.select({ id: programs.id }).from(programs)).toHaveLength(3)
  })

  it('gives the demo member ‘Siete días para empezar’ in progress, one step a day, agreeing with the ledger', async () => {
    const member = await demoMember()
    const { timeZone } = await testConfig()
    const now = new Date()
    const today = dayInZone(now, timeZone)
    const [program] = await db.select().from(programs).where(eq(programs.slug, DEMO_RUN_PROGRAM))
    const detail = await programDetail(db, member.id, program?.id as string, { now, timeZone })
    expect(detail.access).toBe('open')
    expect(detail.enrolment).toMatchObject({
      startedOn: addCalendarDays(today, -3),
      doneCount: 3,
      nextPosition: 4,
      nextOpensOn: null,
      completedOn: null,
    })
    expect(detail.steps.map((step) => [step.state, step.completedOn])).toEqual([
      ['done', addCalendarDays(today, -3)],
      ['done', addCalendarDays(today, -2)],
      ['done', addCalendarDays(today, -1)],
      ['open', null],
      ['locked', null],
      ['locked', null],
      ['locked', null],
    ])
    // Each step done was heard in full on its day, as counted listening is filed.
    const steps = await stepsOf(DEMO_RUN_PROGRAM)
    for (const [index, step] of steps.slice(0, 3).entries()) {
      const [row] = await db
        .select()
        .from(playtimeDaily)
        .where(
          and(
            eq(playtimeDaily.userId, member.id),
            eq(playtimeDaily.mediaId, step.mediaId),
            eq(playtimeDaily.day, addCalendarDays(today, index - 3)),
          ),
        )
      expect(row?.seconds).toBe(step.duration)
      // Heard again on a later day, it counts on: the step stays done on its first day.
      expect(detail.steps[index]?.countedSeconds).toBeGreaterThanOrEqual(step.duration)
    }
    // And the member's history keeps its total (Mi progreso, the review rule).
    const total = (await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, member.id))).reduce(
      (sum, row) => sum + row.seconds,
      0,
    )
    expect(total).toBe(DEMO_MEMBER_LISTENING_SECONDS)
  })
})
