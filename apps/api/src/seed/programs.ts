import { addCalendarDays, type ProgramLevel, type ProgramPace } from '@sosiego/shared'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  categories,
  mediaItems,
  programEnrolments,
  programStepCompletions,
  programSteps,
  programs,
} from '../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../lib/period.ts'

interface DemoProgram {
  title: string
  slug: string
  description: string
  categorySlug: string
  level: ProgramLevel
  pace: ProgramPace
  /** Titles of the demo catalogue (./demo-media), in step order. */
  steps: string[]
}

/** The slug of the program the demo member has in progress. */
export const DEMO_RUN_PROGRAM = 'siete-dias-para-empezar'
/** Steps the demo member did, one a day on the days before today (the last one yesterday). */
export const DEMO_RUN_DONE = 3

/**
 * The demo programs (issue 30), built from the demo catalogue: the steps are in the program's
 * category where it has enough items (all of 'Ansiedad', most of 'Dormir mejor'); the first week
 * tastes a little of everything. The demo run's first three steps are short enough to fit the demo
 * member's days of listening (./listening.ts), which begin with them.
 */
export const demoPrograms: DemoProgram[] = [
  {
    title: 'Siete días para empezar',
    slug: DEMO_RUN_PROGRAM,
    description:
      'Una práctica breve cada día durante una semana: respirar, agradecer, escuchar el silencio. El siguiente paso se abre al día siguiente.',
    categorySlug: 'espiritualidad',
    level: 'inicial',
    pace: 'daily',
    steps: [
      'Respiración consciente',
      'Tres gracias al día',
      'Calma profunda',
      'Cuenco tibetano',
      'Cinco minutos cada mañana',
      'Sentarse con la lluvia',
      'Lo que da sentido',
    ],
  },
  {
    title: 'Dormir mejor en 10 noches',
    slug: 'dormir-mejor-en-10-noches',
    description:
      'Diez noches para soltar el día: el cuerpo, la respiración y la mente, una práctica cada noche antes de dormir.',
    categorySlug: 'salud',
    level: 'intermedio',
    pace: 'daily',
    // The first night is the short sunset video, to watch before bed; then one audio a night.
    steps: [
      'Olas al atardecer',
      'Lluvia serena',
      'Escáner corporal para dormir',
      'Respiración consciente',
      'Pausa para la ansiedad',
      'Abrazar lo que sientes',
      'La ola de la emoción',
      'Respirar antes de responder',
      'Calma profunda',
      'Calma en casa',
    ],
  },
  {
    title: 'Ansiedad: 5 prácticas breves',
    slug: 'ansiedad-5-practicas-breves',
    description:
      'Cinco prácticas cortas para cuando la ansiedad aprieta, en el orden que quieras: respirar, pausar, dejar pasar la ola.',
    categorySlug: 'salud',
    level: 'inicial',
    pace: 'free',
    steps: [
      'Respiración consciente',
      'Pausa para la ansiedad',
      'Respirar antes de responder',
      'La ola de la emoción',
      'Abrazar lo que sientes',
    ],
  },
]

/**
 * Creates the demo programs that are missing (by slug: staff edits survive a restart, and a program
 * staff deleted is not brought back). A step whose item is gone is left out.
 */
export async function seedDemoPrograms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ slug: programs.slug })
          .from(programs)
          .where(
            inArray(
              programs.slug,
              demoPrograms.map((program) => program.slug),
            ),
          )
      ).map((row) => row.slug),
    )
    for (const [index, demo] of demoPrograms.entries()) {
      if (existing.has(demo.slug)) continue
      const [category] = await tx.select().from(categories).where(eq(categories.slug, demo.categorySlug))
      const items = await tx
        .select({ id: mediaItems.id, title: mediaItems.title })
        .from(mediaItems)
        .where(and(inArray(mediaItems.title, demo.steps), eq(mediaItems.isDeleted, false)))
        .orderBy(asc(mediaItems.createdAt))
      const stepIds = demo.steps.flatMap((title) => {
        const item = items.find((entry) => entry.title === title)
        return item ? [item.id] : []
      })
      if (!category || stepIds.length === 0) continue
      const [created] = await tx
        .insert(programs)
        .values({
          title: demo.title,
          slug: demo.slug,
          description: demo.description,
          categoryId: category.id,
          level: demo.level,
          pace: demo.pace,
          coverImageName: category.coverImageName,
          coverImageUrl: category.coverImageUrl,
          order: index + 1,
        })
        .onConflictDoNothing({ target: programs.slug })
        .returning({ id: programs.id })
      if (!created) continue
      await tx
        .insert(programSteps)
        .values(stepIds.map((mediaId, step) => ({ programId: created.id, position: step + 1, mediaId })))
    }
  })
}

/**
 * The demo run's first steps: offset (days before today) → the item the demo member heard first
 * that day, for ./listening.ts. Undefined when the program is not there (staff deleted it).
 */
export async function demoRunPlays(tx: Database) {
  const steps = await tx
    .select({ position: programSteps.position, mediaId: programSteps.mediaId, programId: programs.id })
    .from(programSteps)
    .innerJoin(programs, eq(programs.id, programSteps.programId))
    .where(and(eq(programs.slug, DEMO_RUN_PROGRAM), eq(programs.isDeleted, false)))
    .orderBy(asc(programSteps.position))
  const done = steps.slice(0, DEMO_RUN_DONE)
  if (done.length < DEMO_RUN_DONE) return undefined
  return {
    programId: done[0]?.programId as string,
    // Step 1 three days ago, step 2 the day after, step 3 yesterday.
    firstPlays: new Map(done.map((step, index) => [DEMO_RUN_DONE - index, step.mediaId])),
  }
}

/**
 * The demo member's run: started three days ago, a step done each day since (the ledger holds each
 * item heard in full that day), the fourth step open today. Given with the listening only.
 */
export async function seedDemoRun(
  tx: Database,
  userId: string,
  programId: string,
  timeZone: string,
  now = new Date(),
) {
  const today = dayInZone(now, timeZone)
  const startedOn = addCalendarDays(today, -DEMO_RUN_DONE)
  const [run] = await tx
    .insert(programEnrolments)
    .values({
      userId,
      programId,
      startedOn,
      // Mid-morning of that day in the zone, as the seed's sign-ups.
      startedAt: new Date(zonedMidnight(startedOn, timeZone).getTime() + 10 * 3_600_000),
    })
    .onConflictDoNothing()
    .returning({ id: programEnrolments.id })
  if (!run) return
  await tx.insert(programStepCompletions).values(
    Array.from({ length: DEMO_RUN_DONE }, (_, index) => ({
      enrolmentId: run.id,
      position: index + 1,
      completedOn: addCalendarDays(startedOn, index),
    })),
  )
}
