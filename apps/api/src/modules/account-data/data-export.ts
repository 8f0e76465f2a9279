import { EventEmitter } from 'node:events'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { and, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { dataExports, users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { backgroundPasses } from '../../lib/background-passes.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import { type Actor, lockUserRow, recordChange } from '../users/index.ts'
import { accountDataTemplates } from './account-data.mail.ts'
import { collectMemberData, writeExportZip } from './data-export.contents.ts'

const HOUR_MS = 60 * 60 * 1000
/** How long a ready copy can be downloaded (decision 088). */
export const EXPORT_LINK_MS = 7 * 24 * HOUR_MS
/** A member asks for one copy per 24 hours (decision 088). */
export const EXPORT_EVERY_MS = 24 * HOUR_MS
/** A build that takes longer than this is taken to have died with its process, and is retried. */
const BUILD_LEASE_MS = 5 * 60 * 1000
const MAX_ATTEMPTS = 3
/** The worker's poll: a request wakes this process's worker at once; this catches other instances'. */
const POLL_MS = 60_000

export type DataExportRow = typeof dataExports.$inferSelect

export interface DataExportContext {
  db: Database
  /** `DATA_DIR/exports`: never under the public storage folder. */
  exportsDir: string
  appUrl: string
  timeZone: string
}

/** Wakes this process's worker when an export was asked for. */
export const dataExportEvents = new EventEmitter()

export const exportFile = (exportsDir: string, id: string) => path.join(exportsDir, `${id}.zip`)

/** The member's newest export, whatever its state. */
export async function latestExport(db: Database, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1)
  return row
}

/**
 * The member's own latest request that counts against the one-per-24-hours rule (not failed, not
 * revoked when their sessions ended, not made for them by staff), if it is within those hours.
 */
async function lastOwnRequest(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        isNull(dataExports.requestedBy),
        notInArray(dataExports.status, ['failed', 'revoked']),
        gt(dataExports.createdAt, new Date(now.getTime() - EXPORT_EVERY_MS)),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1)
  return row
}

/**
 * The member asks for a copy (Configuración › 'Descargar mis datos'). One per 24 hours, counted from
 * the member's own requests that did not fail; checked with the member's row locked, so two clicks at
 * once make one export.
 */
export async function requestOwnExport(ctx: DataExportContext, userId: string, now = new Date()) {
  const row = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    if (!(await lockUserRow(tx, userId))) throw new AppError('auth.unauthenticated', 401)
    const recent = await lastOwnRequest(tx, userId, now)
    if (recent) {
      const next = new Date(recent.createdAt.getTime() + EXPORT_EVERY_MS)
      throw new AppError('account.export.rateLimited', 429, { date: shortDateTime(next, ctx.timeZone) })
    }
    const [created] = await tx.insert(dataExports).values({ userId, createdAt: now }).returning()
    return created as DataExportRow
  })
  dataExportEvents.emit('queued')
  return row
}

/**
 * An admin runs the export for a member who asked by e-mail (Clientes). The link goes to the
 * member's own address, never to the admin; recorded in the audit trail. Members only, like
 * deletion from Clientes; one at a time per member.
 */
export async function requestExportForMember(ctx: DataExportContext, actor: Actor, userId: string) {
  const row = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    const user = await lockUserRow(tx, userId)
    if (!user) throw new AppError('people.notFound', 404)
    if (user.role !== 'visitor' && user.role !== 'subscriber')
      throw new AppError('account.delete.staffOnlyMembers', 409)
    const [open] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pending', 'building'])))
      .limit(1)
    if (open) throw new AppError('account.export.inProgress', 409)
    const [created] = await tx.insert(dataExports).values({ userId, requestedBy: actor.id }).returning()
    await recordChange(tx, actor, userId, 'export', {
      dataExport: { before: null, after: (created as DataExportRow).id },
    })
    return created as DataExportRow
  })
  dataExportEvents.emit('queued')
  return row
}

/**
 * Where the e-mail sends the member: Configuración › Tu cuenta, which downloads the copy with their
 * own session (issue 27, decision 098). The link is no key: it opens nothing by itself.
 */
export const exportPagePath = '/panel/configuracion?pestana=cuenta'

/**
 * The signed-in member's newest ready export (the 'Descargar el archivo ZIP' button, the only way
 * to the file): a copy revoked when their sessions ended, expired or of someone else is refused.
 */
export async function ownReadyExport(ctx: DataExportContext, userId: string, now = new Date()) {
  const row = await latestExport(ctx.db, userId)
  if (row?.status !== 'ready' || !row.expiresAt || row.expiresAt <= now)
    throw new AppError('account.export.notReady', 404)
  return openExport(ctx, row)
}

async function openExport(ctx: DataExportContext, row: DataExportRow) {
  const file = exportFile(ctx.exportsDir, row.id)
  const info = await stat(file).catch(() => undefined)
  if (!info) throw new AppError('account.export.notReady', 404)
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10)
  return { stream: createReadStream(file), size: info.size, fileName: `sosiego-mis-datos-${day}.zip` }
}

const shortDateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date)

/** Claims one due build: pending, or building past its lease (its process died). */
async function claimOne(db: Database, now: Date): Promise<DataExportRow | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    const [due] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        or(
          eq(dataExports.status, 'pending'),
          and(eq(dataExports.status, 'building'), lte(dataExports.lockedUntil, now)),
        ),
      )
      .orderBy(dataExports.createdAt)
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return undefined
    const [claimed] = await tx
      .update(dataExports)
      .set({
        status: 'building',
        lockedUntil: new Date(now.getTime() + BUILD_LEASE_MS),
        attempts: sql`${dataExports.attempts} + 1`,
      })
      .where(eq(dataExports.id, due.id))
      .returning()
    return claimed
  })
}

/**
 * Builds one claimed export: the ZIP on disk, then (one transaction) the row ready and the e-mail to
 * the member's current address with a link to Configuración › Tu cuenta (no token: the download
 * needs the member's session). A member who deleted their account meanwhile has no row any more, and
 * one whose sessions ended meanwhile has it revoked: the file is removed and nothing is sent.
 */
async function build(ctx: DataExportContext, row: DataExportRow, log: FastifyBaseLogger | undefined) {
  const file = exportFile(ctx.exportsDir, row.id)
  try {
    const sets = await collectMemberData(ctx.db, row.userId)
    if (!sets) return
    await mkdir(ctx.exportsDir, { recursive: true })
    const builtAt = new Date()
    await writeExportZip(file, sets, builtAt, ctx.timeZone)
    const { size } = await stat(file)
    const expiresAt = new Date(builtAt.getTime() + EXPORT_LINK_MS)
    const sent = await withOutbox(ctx.db, async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          sizeBytes: size,
          readyAt: builtAt,
          expiresAt,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')))
        .returning()
      if (!ready) return false
      const [user] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.userId))
      if (!user) return false
      const url = `${ctx.appUrl}${exportPagePath}`
      await queueMail(
        tx,
        user.email,
        accountDataTemplates.dataExportReady(
          user.name,
          url,
          expiresAt,
          row.requestedBy !== null,
          ctx.timeZone,
        ),
      )
      return true
    })
    if (!sent) await rm(file, { force: true })
  } catch (error) {
    await rm(file, { force: true })
    const reason = error instanceof Error ? error.message : String(error)
    log?.error({ err: error, exportId: row.id }, 'data export build failed')
    await ctx.db
      .update(dataExports)
      .set({
        status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: reason,
        lockedUntil: null,
      })
      .where(eq(dataExports.id, row.id))
  }
}

/**
 * Expired copies stop being served (the download checks the date too) and their files go: the row
 * stays (no file) for the 24-hour rule and the member's "last copy expired on" line.
 */
async function expireOld(ctx: DataExportContext, now: Date): Promise<number> {
  const expired = await ctx.db
    .update(dataExports)
    .set({ status: 'expired', tokenHash: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id })
  for (const { id } of expired) await rm(exportFile(ctx.exportsDir, id), { force: true })
  return expired.length
}

/**
 * Files no live export owns (a crash between writing and recording, an account deleted while its
 * removal failed): removed, so no copy of anyone's data outlives its row.
 */
async function sweepOrphans(ctx: DataExportContext): Promise<number> {
  const names = await readdir(ctx.exportsDir).catch(() => [] as string[])
  const ids = names
    .map((name) => /^([0-9a-f-]{36})\.zip(\.part)?$/.exec(name)?.[1])
    .filter(Boolean) as string[]
  if (ids.length === 0) return 0
  const live = new Set(
    (
      await ctx.db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          and(inArray(dataExports.id, ids), inArray(dataExports.status, ['pending', 'building', 'ready'])),
        )
    ).map((row) => row.id),
  )
  let removed = 0
  for (const name of names) {
    const id = name.slice(0, 36)
    if (ids.includes(id) && !live.has(id)) {
      await rm(path.join(ctx.exportsDir, name), { force: true })
      removed++
    }
  }
  return removed
}

export interface ExportPass {
  built: number
  expired: number
  orphans: number
}

/** One pass: every due build, then expiry and the orphan sweep. */
export async function runExportPass(
  ctx: DataExportContext,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<ExportPass> {
  let built = 0
  for (let row = await claimOne(ctx.db, now); row; row = await claimOne(ctx.db, now)) {
    await build(ctx, row, log)
    built++
  }
  const expired = await expireOld(ctx, now)
  const orphans = await sweepOrphans(ctx)
  return { built, expired, orphans }
}

/** The background worker, started and stopped with the app like the mail dispatcher (decision 088). */
export function createDataExportWorker(ctx: DataExportContext, log: FastifyBaseLogger) {
  const passes = backgroundPasses({
    name: 'data export',
    pass: async () => {
      const pass = await runExportPass(ctx, log)
      if (pass.built || pass.expired || pass.orphans) log.info(pass, 'data export pass')
    },
    intervalMs: POLL_MS,
    log,
    wakeOn: { events: dataExportEvents, event: 'queued' },
  })
  return {
    /** A pass now, after the one in flight (which may hold the very export the caller waits for). */
    runOnce: async (now?: Date) => {
      await passes.settled()
      return runExportPass(ctx, log, now)
    },
    tick: passes.run,
    start: passes.start,
    stop: passes.stop,
  }
}

/** An erased account's export files (its rows go by cascade): called by account deletion. */
export async function removeExportFiles(exportsDir: string, ids: string[]) {
  for (const id of ids) {
    await rm(exportFile(exportsDir, id), { force: true })
    await rm(`${exportFile(exportsDir, id)}.part`, { force: true })
  }
}

/** What Configuración shows: the newest copy and when another may be asked for. */
export async function exportState(db: Database, userId: string, now = new Date()) {
  const row = await latestExport(db, userId)
  const own = await lastOwnRequest(db, userId, now)
  // A ready copy past its date reads as expired even before the worker's next pass.
  const status = row?.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row?.status
  return {
    export:
      row && status
        ? {
            _id: row.id,
            status,
            requestedAt: row.createdAt.toISOString(),
            readyAt: row.readyAt?.toISOString() ?? null,
            expiresAt: row.expiresAt?.toISOString() ?? null,
            sizeBytes: row.sizeBytes,
          }
        : null,
    nextRequestAt: own ? new Date(own.createdAt.getTime() + EXPORT_EVERY_MS).toISOString() : null,
  }
}
