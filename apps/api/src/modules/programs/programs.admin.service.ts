import type { AdminProgram, ProgramInput, ProgramStats } from '@sosiego/shared'
import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  programEnrolments,
  programReflections,
  programStepCompletions,
  programSteps,
  programs,
} from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { StorageDriver } from '../../storage/driver.ts'
import { checkCover, findCurrent, slugify } from '../catalog/index.ts'
import { findPrograms, findSteps } from './programs.repository.ts'
import { groupSteps, programFields } from './programs.service.ts'

// The back office's Programas (issue 30): admin writes, admin and crmUser read (decision 034).

export interface ProgramsContext {
  db: Database
  storage: StorageDriver
}

/** The programs not deleted, active or not, with their steps and how many members started each. */
export async function listAdminPrograms(db: Database, ids?: string[]): Promise<AdminProgram[]> {
  const rows = await findPrograms(db, { activeOnly: false, ids })
  const programIds = rows.map((row) => row.program.id)
  const [steps, enrolled] = await Promise.all([
    findSteps(db, programIds),
    programIds.length === 0
      ? []
      : db
          .select({ programId: programEnrolments.programId, n: count() })
          .from(programEnrolments)
          .where(inArray(programEnrolments.programId, programIds))
          .groupBy(programEnrolments.programId),
  ])
  const byProgram = groupSteps(steps)
  const enrolledOf = new Map(enrolled.map((row) => [row.programId, row.n]))
  return rows.map((row) => {
    const own = byProgram.get(row.program.id) ?? []
    return {
      ...programFields(row, own),
      isActive: row.program.isActive,
      steps: own.map((step) => ({
        position: step.position,
        item: {
          _id: step.item.id,
          title: step.item.title,
          fileType: step.item.fileType,
          duration: step.item.duration,
          theme: { _id: step.theme.id, name: step.theme.name, slug: step.theme.slug },
        },
      })),
      enrolled: enrolledOf.get(row.program.id) ?? 0,
      createdAt: row.program.createdAt.toISOString(),
      updatedAt: row.program.updatedAt.toISOString(),
    }
  })
}

async function adminProgram(db: Database, id: string): Promise<AdminProgram> {
  const [program] = await listAdminPrograms(db, [id])
  if (!program) throw new AppError('programs.notFound', 404)
  return program
}

/** A slug no program has ever had (deleted ones keep theirs), numbered when the title repeats. */
async function uniqueSlug(db: Database, title: string) {
  const base = slugify(title)
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    const [taken] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug))
    if (!taken) return slug
  }
}

/** The category exists (not deleted) and every step is an audio or video not deleted. */
async function checkInput(ctx: ProgramsContext, input: ProgramInput) {
  if (!(await findCurrent(ctx.db, categories, input.category)))
    throw new AppError('programs.categoryNotFound', 400)
  const items = await ctx.db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(inArray(mediaItems.id, input.steps), eq(mediaItems.isDeleted, false)))
  if (items.length !== input.steps.length) throw new AppError('programs.stepItemNotFound', 400)
  const cover = await checkCover(ctx.storage, input.coverImage)
  return cover === undefined
    ? {}
    : { coverImageName: cover?.coverImageName || null, coverImageUrl: cover?.coverImageUrl || null }
}

const fieldsOf = (input: ProgramInput) => ({
  title: input.title,
  description: input.description,
  categoryId: input.category,
  level: input.level,
  pace: input.pace,
})

export async function createProgram(ctx: ProgramsContext, input: ProgramInput) {
  const cover = await checkInput(ctx, input)
  const id = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database
    const [row] = await db
      .insert(programs)
      .values({
        ...fieldsOf(input),
        ...cover,
        slug: await uniqueSlug(db, input.title),
        isActive: input.isActive ?? true,
      })
      .returning({ id: programs.id })
    const programId = row?.id as string
    await db
      .insert(programSteps)
      .values(input.steps.map((mediaId, index) => ({ programId, position: index + 1, mediaId })))
    return programId
  })
  return adminProgram(ctx.db, id)
}

/**
 * Full replace, steps in order. Members' runs follow their items, not the numbers: a step done (and
 * its reflection) moves to wherever its item now is, and goes if the item left the program; a run
 * is finished only if every step of the new list is done (decision 106).
 */
export async function replaceProgram(ctx: ProgramsContext, id: string, input: ProgramInput) {
  const [current] = await ctx.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.isDeleted, false)))
  if (!current) throw new AppError('programs.notFound', 404)
  const cover = await checkInput(ctx, input)
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database
    const old = await db.select().from(programSteps).where(eq(programSteps.programId, id))
    const itemAt = new Map(old.map((step) => [step.position, step.mediaId]))
    const newPosition = new Map(input.steps.map((mediaId, index) => [mediaId, index + 1]))
    const moved = (position: number) => newPosition.get(itemAt.get(position) ?? '')
    const runs = db
      .select({ id: programEnrolments.id })
      .from(programEnrolments)
      .where(eq(programEnrolments.programId, id))
    const done = await db
      .select()
      .from(programStepCompletions)
      .where(inArray(programStepCompletions.enrolmentId, runs))
    const reflections = await db
      .select()
      .from(programReflections)
      .where(inArray(programReflections.enrolmentId, runs))
    await db.delete(programStepCompletions).where(inArray(programStepCompletions.enrolmentId, runs))
    await db.delete(programReflections).where(inArray(programReflections.enrolmentId, runs))
    const keptDone = done.flatMap((row) => {
      const position = moved(row.position)
      return position ? [{ ...row, position }] : []
    })
    const keptReflections = reflections.flatMap((row) => {
      const position = moved(row.position)
      return position ? [{ ...row, position }] : []
    })
    if (keptDone.length > 0) await db.insert(programStepCompletions).values(keptDone)
    if (keptReflections.length > 0) await db.insert(programReflections).values(keptReflections)

    await db.delete(programSteps).where(eq(programSteps.programId, id))
    await db
      .insert(programSteps)
      .values(input.steps.map((mediaId, index) => ({ programId: id, position: index + 1, mediaId })))
    await db
      .update(programs)
      .set({
        ...fieldsOf(input),
        ...cover,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        updatedAt: new Date(),
      })
      .where(eq(programs.id, id))
    // Finished only with every step of the new list done, on the last one's day.
    await db.execute(sql`
      update ${programEnrolments} e set completed_on = (
        select case when count(*) = ${input.steps.length} then max(c.completed_on) end
        from ${programStepCompletions} c where c.enrolment_id = e.id
      ) where e.program_id = ${id}`)
  })
  return adminProgram(ctx.db, id)
}

export async function setProgramActive(db: Database, id: string, isActive: boolean) {
  const [row] = await db
    .update(programs)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(programs.id, id), eq(programs.isDeleted, false)))
    .returning({ id: programs.id })
  if (!row) throw new AppError('programs.notFound', 404)
  return adminProgram(db, id)
}

/** Soft delete: it leaves every list; members' runs stay in their data (export) until they leave it. */
export async function deleteProgram(db: Database, id: string) {
  const program = await adminProgram(db, id)
  await db.update(programs).set({ isDeleted: true, updatedAt: new Date() }).where(eq(programs.id, id))
  return program
}

/**
 * Per active program not deleted: the runs started in [from, to] (calendar days in TIME_ZONE, the
 * days runs are filed on), how many finished, and for each step how many of those runs did it.
 */
export async function programStats(db: Database, from: string, to: string): Promise<ProgramStats> {
  const rows = await db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(and(eq(programs.isDeleted, false), eq(programs.isActive, true)))
    .orderBy(programs.order, programs.title)
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return { from, to, programs: [] }
  const inPeriod = and(
    inArray(programEnrolments.programId, ids),
    gte(programEnrolments.startedOn, from),
    lte(programEnrolments.startedOn, to),
  )
  const [steps, runs, reached] = await Promise.all([
    db
      .select({ programId: programSteps.programId, position: programSteps.position })
      .from(programSteps)
      .where(inArray(programSteps.programId, ids))
      .orderBy(programSteps.position),
    db
      .select({
        programId: programEnrolments.programId,
        started: count(),
        finished: sql<number>`count(${programEnrolments.completedOn})::int`,
      })
      .from(programEnrolments)
      .where(inPeriod)
      .groupBy(programEnrolments.programId),
    db
      .select({
        programId: programEnrolments.programId,
        position: programStepCompletions.position,
        done: count(),
      })
      .from(programStepCompletions)
      .innerJoin(programEnrolments, eq(programEnrolments.id, programStepCompletions.enrolmentId))
      .where(inPeriod)
      .groupBy(programEnrolments.programId, programStepCompletions.position),
  ])
  return {
    from,
    to,
    programs: rows.map((row) => {
      const own = steps.filter((step) => step.programId === row.id)
      const totals = runs.find((run) => run.programId === row.id)
      return {
        _id: row.id,
        title: row.title,
        stepCount: own.length,
        started: totals?.started ?? 0,
        finished: totals?.finished ?? 0,
        reached: own.map((step) => ({
          position: step.position,
          done:
            reached.find((entry) => entry.programId === row.id && entry.position === step.position)?.done ??
            0,
        })),
      }
    }),
  }
}
