import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  playtimeDaily,
  programEnrolments,
  programReflections,
  programStepCompletions,
  programSteps,
  programs,
  themes,
} from '../../db/schema/index.ts'
import { shownToMembers } from '../catalog/index.ts'

// The programs' SQL (issue 30). Functions of `db`, so a transaction can be passed in.

export type ProgramRow = typeof programs.$inferSelect
export type EnrolmentRow = typeof programEnrolments.$inferSelect

/** Programs not deleted (staff), or only the active ones (members), with their category. */
export function findPrograms(db: Database, { activeOnly, ids }: { activeOnly: boolean; ids?: string[] }) {
  const conditions: (SQL | undefined)[] = [eq(programs.isDeleted, false)]
  if (activeOnly)
    conditions.push(
      eq(programs.isActive, true),
      eq(categories.isActive, true),
      eq(categories.isDeleted, false),
    )
  if (ids) conditions.push(inArray(programs.id, ids))
  return db
    .select({
      program: programs,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
    })
    .from(programs)
    .innerJoin(categories, eq(categories.id, programs.categoryId))
    .where(and(...conditions))
    .orderBy(asc(programs.order), asc(programs.title))
}

/**
 * The steps of these programs in order, each with its item as the catalogue reads it (item, theme,
 * category) and whether members' catalogue shows it.
 */
export function findSteps(db: Database, programIds: string[]) {
  if (programIds.length === 0) return Promise.resolve([])
  return db
    .select({
      programId: programSteps.programId,
      position: programSteps.position,
      item: mediaItems,
      theme: { id: themes.id, name: themes.name, slug: themes.slug },
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      shown: sql<boolean>`(${shownToMembers()})`,
    })
    .from(programSteps)
    .innerJoin(mediaItems, eq(mediaItems.id, programSteps.mediaId))
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(inArray(programSteps.programId, programIds))
    .orderBy(asc(programSteps.programId), asc(programSteps.position))
}
export type StepRow = Awaited<ReturnType<typeof findSteps>>[number]

/** The member's runs, of these programs or all. Always filtered on the member: nobody else's. */
export function findEnrolments(db: Database, userId: string, programIds?: string[]) {
  return db
    .select()
    .from(programEnrolments)
    .where(
      and(
        eq(programEnrolments.userId, userId),
        programIds ? inArray(programEnrolments.programId, programIds) : undefined,
      ),
    )
}

export function findCompletions(db: Database, enrolmentIds: string[]) {
  if (enrolmentIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(programStepCompletions)
    .where(inArray(programStepCompletions.enrolmentId, enrolmentIds))
}

export function findReflections(db: Database, enrolmentIds: string[]) {
  if (enrolmentIds.length === 0) return Promise.resolve([])
  return db.select().from(programReflections).where(inArray(programReflections.enrolmentId, enrolmentIds))
}

/** The member's ledger rows of these items from `since` on (a run counts nothing from before its start). */
export function findLedger(db: Database, userId: string, mediaIds: string[], since: string) {
  if (mediaIds.length === 0) return Promise.resolve([])
  return db
    .select({
      mediaId: playtimeDaily.mediaId,
      day: sql<string>`${playtimeDaily.day}::text`,
      seconds: playtimeDaily.seconds,
    })
    .from(playtimeDaily)
    .where(
      and(
        eq(playtimeDaily.userId, userId),
        inArray(playtimeDaily.mediaId, mediaIds),
        gte(playtimeDaily.day, since),
      ),
    )
}

/** Stores the completions found (a kept one is never moved) and the run's end day. */
export async function storeProgress(
  db: Database,
  enrolmentId: string,
  completions: { position: number; completedOn: string }[],
  completedOn: string | null,
) {
  if (completions.length > 0)
    await db
      .insert(programStepCompletions)
      .values(completions.map((done) => ({ enrolmentId, ...done })))
      .onConflictDoNothing()
  await db.update(programEnrolments).set({ completedOn }).where(eq(programEnrolments.id, enrolmentId))
}

/**
 * The unfinished runs that these members' newly credited items may move: ONE query, whatever the
 * number of members (the listening flush calls it after every commit).
 */
export async function runsHoldingItems(db: Database, credited: { userId: string; mediaIds: string[] }[]) {
  const pairs = credited.flatMap(({ userId, mediaIds }) => mediaIds.map((mediaId) => ({ userId, mediaId })))
  if (pairs.length === 0) return []
  const values = sql.join(
    pairs.map((pair) => sql`(${pair.userId}::uuid, ${pair.mediaId}::uuid)`),
    sql`, `,
  )
  return db
    .selectDistinct({ id: programEnrolments.id, userId: programEnrolments.userId })
    .from(programEnrolments)
    .innerJoin(programSteps, eq(programSteps.programId, programEnrolments.programId))
    .where(
      and(
        isNull(programEnrolments.completedOn),
        sql`(${programEnrolments.userId}, ${programSteps.mediaId}) in (${values})`,
      ),
    )
}
