import type { PlaytimeReport } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { announceCredited, type CreditedListening } from './listening-credited.ts'
import { advanceProgress, creditAndTotal, lockClocks, readFacts } from './playtime.repository.ts'
import { type Facts, type Member, type PlaytimeRequest, verdict } from './playtime.rules.ts'

// The ingestion of listening reports (decision 090): requests wait on a queue per database handle
// and are judged together, one transaction per flush.

/** One request waiting for a flush, with its answer. */
interface Pending extends PlaytimeRequest {
  resolve(answer: PlaytimeAnswer): void
  reject(error: unknown): void
}

export interface PlaytimeAnswer {
  countedSeconds: number
  totalSeconds: number
}

/** At most this many requests are judged in one transaction (one statement each way stays small). */
const MAX_FLUSH = 200

/**
 * Per database handle: the requests waiting for a flush, and whether one runs. One flush at a time:
 * the requests that arrive while it runs make the next, larger one. Measured back to back
 * (decision 090), one in flight took 854–897 requests/s where two took 664–724 and four 716:
 * smaller flushes cost more statements per report.
 */
interface Ingest {
  pending: Pending[]
  /** A flush is running, or is about to start (`setImmediate`). */
  active: boolean
}
const ingests = new WeakMap<Database, Ingest>()

/**
 * Credits listening time (decisions 039 and 051). A report counts only for an item the member may
 * play now (the same rule as the stream URL) and whose stream URL was issued to them, for no more
 * than has passed since that URL was issued. Per member, a request counts at most the wall time
 * since the member's clock (capped), shared by all its reports in order, and the clock then moves
 * to now — so replays, inflated numbers, scripts and several items "played" at once add no more
 * than real time. The clock row is locked for the request and only ever moves forward
 * (`greatest()`), so instances with skewed clocks cannot hand the same seconds out twice. Each
 * counted second goes to the member's daily total for the item, under the item's own theme and
 * category (not the client's), on the calendar days in `timeZone` (the service's TIME_ZONE) it was
 * heard on: the seconds of a report are the ones just before it, so one sent after midnight gives
 * the day before its share.
 * A report's position moves the member's furthest point in the item by no more than the seconds it
 * counted (decision 062). Answers the seconds counted and the member's new total.
 *
 * Group commit (decision 090): the request joins the requests waiting on this database handle,
 * and a flush judges up to MAX_FLUSH of them — one per member — in one transaction with the same
 * few statements decision 075 used for one request. The promise settles only after that
 * transaction committed, so a report the client is told was counted is on disk. A member's second
 * request waits for the next flush, so it sees the first one's clock and spent report ids.
 */
export function recordPlaytime(
  db: Database,
  member: Member,
  reports: PlaytimeReport[],
  now: Date,
  timeZone: string,
): Promise<PlaytimeAnswer> {
  let state = ingests.get(db)
  if (!state) {
    state = { pending: [], active: false }
    ingests.set(db, state)
  }
  const ingest = state
  return new Promise<PlaytimeAnswer>((resolve, reject) => {
    ingest.pending.push({ member, reports, now, timeZone, resolve, reject })
    schedule(db, ingest)
  })
}

/**
 * Starts a flush after the requests already read in this turn of the event loop have joined
 * (`setImmediate`), unless one runs; under load the requests that arrive while a flush runs make
 * up the next one, so no fixed delay is added to an idle server's answer.
 */
function schedule(db: Database, state: Ingest) {
  if (state.active || state.pending.length === 0) return
  state.active = true
  setImmediate(() => {
    const batch: Pending[] = []
    const members = new Set<string>()
    const rest: Pending[] = []
    for (const entry of state.pending) {
      // One request per member per flush, in arrival order: a later one waits for the next flush.
      if (batch.length < MAX_FLUSH && !members.has(entry.member.id)) {
        members.add(entry.member.id)
        batch.push(entry)
      } else rest.push(entry)
    }
    state.pending = rest
    void flush(db, batch).finally(() => {
      state.active = false
      schedule(db, state)
    })
  })
}

/**
 * Judges a batch in one transaction and answers each request after the commit. If the
 * transaction fails, no request of it was counted (it rolled back): each is judged again alone, so
 * a request that cannot be written (say, its member was deleted meanwhile) gets its own error and
 * the others their answers.
 */
async function flush(db: Database, batch: Pending[]) {
  let judged: Judged
  try {
    judged = await judge(db, batch)
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error)
      return
    }
    const credited: CreditedListening[] = []
    for (const entry of batch) {
      try {
        const alone = await judge(db, [entry])
        entry.resolve(alone.answers[0] as PlaytimeAnswer)
        credited.push(...alone.credited)
      } catch (failure) {
        entry.reject(failure)
      }
    }
    await announceCredited(db, credited)
    return
  }
  batch.forEach((entry, index) => {
    entry.resolve(judged.answers[index] as PlaytimeAnswer)
  })
  // After the answers, and before the next flush: what follows counted listening (programs) is
  // told who was credited what. It never changes an answer, and its failure is its own.
  await announceCredited(db, judged.credited)
}

/** Orders rows by several string keys in turn: the flush writes its credit rows in one order. */
const byKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string
    const y = b[i] as string
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/**
 * One flush: the clocks locked, the facts read and the ids spent, the rules applied per request,
 * then the clocks, the credit and the totals in one statement and the positions in one more — six
 * round trips with `begin` and `commit`, whatever the number of requests.
 */
interface Judged {
  answers: PlaytimeAnswer[]
  /** The members credited something, with the items: told to the listeners after the commit. */
  credited: CreditedListening[]
}

async function judge(db: Database, batch: Pending[]): Promise<Judged> {
  const answers = await db.transaction(async (tx) => {
    const tdb = tx as unknown as Database
    const clocks = await lockClocks(
      tdb,
      batch.map((entry) => entry.member.id),
    )
    const facts = await readFacts(tdb, batch, clocks)
    const verdicts = batch.map((entry, k) => verdict(entry, facts[k] as Facts))
    // Every credit row of the flush, in (item, day, member) order: the rollup trigger (decision 064)
    // then locks the items' shared rows in the same order in every flush, so flushes never deadlock.
    const rows = verdicts
      .flatMap((v, k) => v.credits.map((credit) => ({ userId: batch[k]?.member.id as string, ...credit })))
      .sort((a, b) => byKeys([a.mediaId, a.day, a.userId], [b.mediaId, b.day, b.userId]))
      .map((row, n) => ({ n, ...row }))
    const members = batch.map((entry) => ({ userId: entry.member.id, now: entry.now.toISOString() }))
    const totals = await creditAndTotal(tdb, members, rows)
    const steps = verdicts.flatMap((v, k) => {
      const userId = batch[k]?.member.id as string
      const perItem = new Map<string, number>()
      return v.moves.map((move) => {
        const step = (perItem.get(move.mediaId) ?? 0) + 1
        perItem.set(move.mediaId, step)
        return { userId, day: v.day, k: step, ...move }
      })
    })
    if (steps.length > 0) await advanceProgress(tdb, steps)
    return verdicts.map((v, k) => ({
      countedSeconds: v.counted,
      totalSeconds: (totals.get(batch[k]?.member.id as string) ?? 0) + v.counted,
      mediaIds: [...new Set(v.credits.map((credit) => credit.mediaId))],
    }))
  })
  return {
    answers: answers.map(({ countedSeconds, totalSeconds }) => ({ countedSeconds, totalSeconds })),
    credited: answers.flatMap(({ mediaIds }, k) => {
      const entry = batch[k] as Pending
      return mediaIds.length > 0
        ? [{ userId: entry.member.id, mediaIds, now: entry.now, timeZone: entry.timeZone }]
        : []
    }),
  }
}
