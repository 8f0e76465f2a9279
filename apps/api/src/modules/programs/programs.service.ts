import type {
  Enrolment,
  ProgramAccess,
  ProgramDetail,
  ProgramSummary,
  ReflectionInput,
} from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { programEnrolments, programReflections } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { dayInZone } from '../../lib/period.ts'
import { canReach, type Entitlements, entitlementsOf, shownEntitlementsOf } from '../billing/index.ts'
import { toCoverImage, toMediaItem } from '../catalog/index.ts'
import { type RunProgress, runProgress } from './program-progress.ts'
import {
  type EnrolmentRow,
  findCompletions,
  findEnrolments,
  findLedger,
  findPrograms,
  findReflections,
  findSteps,
  type ProgramRow,
  runsHoldingItems,
  type StepRow,
  storeProgress,
} from './programs.repository.ts'

// What members see of programs (issue 30, decision 106): the programs their catalogue can show,
// whether their plan opens them, and their own run, recomputed from the listening ledger on every read.

/** The clock and calendar a read or a write works on: today is `dayInZone(now, timeZone)`. */
export interface Clock {
  now: Date
  timeZone: string
}

type Program = { program: ProgramRow; category: { id: string; name: string; slug: string } }

/**
 * The same rule as the catalogue's `locked` (canReach, billing): `open` when the member's plan
 * reaches every step, `fullPlan` when some step is beyond it (a mini member's two themes), `noPlan`
 * without a plan in force.
 */
export function accessOf(entitlements: Entitlements, steps: StepRow[]): ProgramAccess {
  if (!entitlements.subscriptionId) return 'noPlan'
  const reaches = steps.every((step) =>
    canReach(entitlements, { categoryId: step.category.id, themeId: step.theme.id }),
  )
  return reaches ? 'open' : 'fullPlan'
}

/** Members see a program only when every one of its steps is shown in their catalogue. */
async function shownPrograms(db: Database, ids?: string[]) {
  const rows = await findPrograms(db, { activeOnly: true, ids })
  const steps = await findSteps(
    db,
    rows.map((row) => row.program.id),
  )
  const byProgram = groupSteps(steps)
  return rows
    .map((row) => ({ ...row, steps: byProgram.get(row.program.id) ?? [] }))
    .filter((row) => row.steps.length > 0 && row.steps.every((step) => step.shown))
}

export function groupSteps(steps: StepRow[]): Map<string, StepRow[]> {
  const byProgram = new Map<string, StepRow[]>()
  for (const step of steps) {
    const list = byProgram.get(step.programId) ?? []
    list.push(step)
    byProgram.set(step.programId, list)
  }
  return byProgram
}

/** Its steps' themes, in step order, each once. */
export function themesOf(steps: StepRow[]) {
  const seen = new Map<string, { _id: string; name: string; slug: string }>()
  for (const step of steps)
    if (!seen.has(step.theme.id)) seen.set(step.theme.id, { _id: step.theme.id, ...pick(step.theme) })
  return [...seen.values()]
}
const pick = (ref: { name: string; slug: string }) => ({ name: ref.name, slug: ref.slug })

/** The fields a member's and staff's views share. */
export function programFields(row: Program, steps: StepRow[]) {
  const { program, category } = row
  return {
    _id: program.id,
    slug: program.slug,
    title: program.title,
    description: program.description,
    coverImage: toCoverImage(program),
    category: { _id: category.id, ...pick(category) },
    themes: themesOf(steps),
    level: program.level,
    pace: program.pace,
    stepCount: steps.length,
    totalDuration: steps.reduce((sum, step) => sum + step.item.duration, 0),
  }
}

/** A run with its progress, as recomputed (and stored) on this read. */
interface Run {
  enrolment: EnrolmentRow
  progress: RunProgress
}

/**
 * Recomputes runs from the ledger and stores what is new: the steps found done (kept from then on,
 * decision 106) and the run's end day. Writes only when something changed.
 */
async function syncRuns(
  db: Database,
  userId: string,
  runs: { enrolment: EnrolmentRow; pace: 'daily' | 'free'; steps: StepRow[] }[],
  clock: Clock,
): Promise<Map<string, Run>> {
  const result = new Map<string, Run>()
  if (runs.length === 0) return result
  const today = dayInZone(clock.now, clock.timeZone)
  const enrolmentIds = runs.map((run) => run.enrolment.id)
  const since = runs.map((run) => run.enrolment.startedOn).sort()[0] as string
  const mediaIds = [...new Set(runs.flatMap((run) => run.steps.map((step) => step.item.id)))]
  const [completions, ledger] = await Promise.all([
    findCompletions(db, enrolmentIds),
    findLedger(db, userId, mediaIds, since),
  ])
  for (const run of runs) {
    const kept = new Map(
      completions
        .filter((done) => done.enrolmentId === run.enrolment.id)
        .map((done) => [done.position, done.completedOn]),
    )
    const progress = runProgress({
      startedOn: run.enrolment.startedOn,
      pace: run.pace,
      today,
      steps: run.steps.map((step) => ({
        position: step.position,
        mediaId: step.item.id,
        duration: step.item.duration,
      })),
      ledger,
      kept,
    })
    const found = progress.steps
      .filter((step) => step.completedOn && !kept.has(step.position))
      .map((step) => ({ position: step.position, completedOn: step.completedOn as string }))
    if (found.length > 0 || progress.completedOn !== run.enrolment.completedOn)
      await storeProgress(db, run.enrolment.id, found, progress.completedOn)
    result.set(run.enrolment.id, {
      enrolment: { ...run.enrolment, completedOn: progress.completedOn },
      progress,
    })
  }
  return result
}

function toEnrolment(run: Run): Enrolment {
  return {
    startedAt: run.enrolment.startedAt.toISOString(),
    startedOn: run.enrolment.startedOn,
    completedOn: run.enrolment.completedOn,
    doneCount: run.progress.doneCount,
    nextPosition: run.progress.nextPosition,
    nextOpensOn: run.progress.nextOpensOn,
  }
}

type Shown = Awaited<ReturnType<typeof shownPrograms>>[number]

/** The member's programs with their runs, recomputed: the one read behind every member answer. */
async function memberViews(db: Database, userId: string, clock: Clock, ids?: string[]) {
  const [programs, entitlements] = await Promise.all([
    shownPrograms(db, ids),
    shownEntitlementsOf(db, userId),
  ])
  const enrolments = await findEnrolments(
    db,
    userId,
    programs.map((row) => row.program.id),
  )
  const byProgram = new Map(programs.map((row) => [row.program.id, row]))
  const runs = await syncRuns(
    db,
    userId,
    enrolments.map((enrolment) => {
      const row = byProgram.get(enrolment.programId) as Shown
      return { enrolment, pace: row.program.pace, steps: row.steps }
    }),
    clock,
  )
  const runOf = new Map([...runs.values()].map((run) => [run.enrolment.programId, run]))
  return { programs, entitlements, runOf }
}

function toSummary(row: Shown, entitlements: Entitlements, run: Run | undefined): ProgramSummary {
  return {
    ...programFields(row, row.steps),
    access: accessOf(entitlements, row.steps),
    enrolment: run ? toEnrolment(run) : null,
  }
}

/** GET /api/programs: the programs the member's catalogue shows, each with their access and run. */
export async function listPrograms(db: Database, userId: string, clock: Clock): Promise<ProgramSummary[]> {
  const { programs, entitlements, runOf } = await memberViews(db, userId, clock)
  return programs.map((row) => toSummary(row, entitlements, runOf.get(row.program.id)))
}

/** GET /api/programs/:id: one program with its steps, as this member's run has them. */
export async function programDetail(
  db: Database,
  userId: string,
  programId: string,
  clock: Clock,
): Promise<ProgramDetail> {
  const { programs, entitlements, runOf } = await memberViews(db, userId, clock, [programId])
  const row = programs[0]
  if (!row) throw new AppError('programs.notFound', 404)
  const run = runOf.get(programId)
  const reflections = run ? await findReflections(db, [run.enrolment.id]) : []
  return {
    ...toSummary(row, entitlements, run),
    steps: row.steps.map((step) => {
      const progress = run?.progress.steps.find((done) => done.position === step.position)
      const reflection = reflections.find((entry) => entry.position === step.position)
      return {
        position: step.position,
        item: {
          ...toMediaItem(step),
          locked: !canReach(entitlements, { categoryId: step.category.id, themeId: step.theme.id }),
        },
        // Not started: nothing is open yet.
        state: progress?.state ?? 'locked',
        opensOn: progress?.opensOn ?? null,
        completedOn: progress?.completedOn ?? null,
        countedSeconds: progress?.countedSeconds ?? 0,
        reflection: reflection
          ? { mood: reflection.mood, note: reflection.note, createdAt: reflection.createdAt.toISOString() }
          : null,
      }
    }),
  }
}

/**
 * POST /api/programs/:id/start: a run from today. Only with access `open`, read from the plan in
 * force now (not the catalogue's 2-second copy); a second start is 409, even two at once (the
 * unique index decides).
 */
export async function startProgram(db: Database, userId: string, programId: string, clock: Clock) {
  const [row] = await shownPrograms(db, [programId])
  if (!row) throw new AppError('programs.notFound', 404)
  const access = accessOf(await entitlementsOf(db, userId, clock.now), row.steps)
  if (access === 'noPlan') throw new AppError('programs.planRequired', 403)
  if (access === 'fullPlan') throw new AppError('programs.fullPlanRequired', 403)
  const [created] = await db
    .insert(programEnrolments)
    .values({ userId, programId, startedAt: clock.now, startedOn: dayInZone(clock.now, clock.timeZone) })
    .onConflictDoNothing()
    .returning({ id: programEnrolments.id })
  if (!created) throw new AppError('programs.alreadyStarted', 409)
  return programDetail(db, userId, programId, clock)
}

/** DELETE /api/programs/:id/enrolment: the member's run goes, with its completions and reflections (cascade). */
export async function leaveProgram(db: Database, userId: string, programId: string) {
  const [row] = await shownPrograms(db, [programId])
  if (!row) throw new AppError('programs.notFound', 404)
  const deleted = await db
    .delete(programEnrolments)
    .where(and(eq(programEnrolments.userId, userId), eq(programEnrolments.programId, programId)))
    .returning({ id: programEnrolments.id })
  if (deleted.length === 0) throw new AppError('programs.notStarted', 404)
  const entitlements = await shownEntitlementsOf(db, userId)
  return toSummary(row, entitlements, undefined)
}

/**
 * PUT /api/programs/:id/steps/:position/reflection: '¿Cómo te sientes ahora?' for a step of the
 * member's own run that the ledger counts as done; written again, it replaces the answer.
 */
export async function saveReflection(
  db: Database,
  userId: string,
  programId: string,
  position: number,
  input: ReflectionInput,
  clock: Clock,
) {
  const detail = await programDetail(db, userId, programId, clock)
  if (!detail.enrolment) throw new AppError('programs.notStarted', 404)
  const step = detail.steps.find((entry) => entry.position === position)
  if (!step) throw new AppError('programs.stepNotFound', 404)
  if (step.state !== 'done') throw new AppError('programs.stepNotDone', 409)
  // The member's own run: found by their id and the program, never by an id from the request.
  const [enrolment] = await findEnrolments(db, userId, [programId])
  if (!enrolment) throw new AppError('programs.notStarted', 404)
  const now = new Date()
  await db
    .insert(programReflections)
    .values({ enrolmentId: enrolment.id, position, mood: input.mood, note: input.note })
    .onConflictDoUpdate({
      target: [programReflections.enrolmentId, programReflections.position],
      set: { mood: input.mood, note: input.note, updatedAt: now },
    })
  return programDetail(db, userId, programId, clock)
}

/**
 * After a listening flush committed: the unfinished runs its credited items may move, found in one
 * query (none, in the normal case), recomputed and stored — so a run's completions are kept even
 * if the member never opens the page again.
 */
export async function recomputeAfterListening(
  db: Database,
  credited: { userId: string; mediaIds: string[] }[],
  clock: Clock,
): Promise<void> {
  const runs = await runsHoldingItems(db, credited)
  for (const userId of new Set(runs.map((run) => run.userId))) {
    const enrolments = (await findEnrolments(db, userId)).filter((enrolment) =>
      runs.some((run) => run.id === enrolment.id),
    )
    const programIds = enrolments.map((enrolment) => enrolment.programId)
    const [rows, steps] = await Promise.all([
      findPrograms(db, { activeOnly: false, ids: programIds }),
      findSteps(db, programIds),
    ])
    const byProgram = groupSteps(steps)
    const paces = new Map(rows.map((row) => [row.program.id, row.program.pace]))
    await syncRuns(
      db,
      userId,
      enrolments
        .filter((enrolment) => paces.has(enrolment.programId))
        .map((enrolment) => ({
          enrolment,
          pace: paces.get(enrolment.programId) as 'daily' | 'free',
          steps: byProgram.get(enrolment.programId) ?? [],
        })),
      clock,
    )
  }
}
