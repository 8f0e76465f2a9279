import type { PlaytimeReport as SharedPlaytimeReport } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import type { z } from 'zod'
import { ApiError, apiRequest } from './api-client.ts'
import { offlineKey } from './offline-data.ts'

// In lib, not features/meditations: auth's sign-out (features/auth/offline-sign-out.ts) sends the queue too.

/**
 * One listening report (public spec §7, the shared schema's) as the web player sends it: always with
 * its theme, category and `reportId`, so the server counts a resent one once (decision 039).
 */
export type PlaytimeReport = SharedPlaytimeReport &
  Required<Pick<SharedPlaytimeReport, 'themeId' | 'categoryId' | 'reportId'>>

type PlaytimeAnswer = { totalSeconds: number; countedSeconds: number }[]

/**
 * The most reports kept waiting per member, and sent in one request (the API takes 50). The server
 * credits one request at most 15 minutes (decision 039), and a player reports at least every
 * minute, so older ones could not count anyway; the newest are kept (decision 083).
 */
export const maxQueuedReports = 50

function read(memberId: string): PlaytimeReport[] {
  try {
    const raw = localStorage.getItem(offlineKey(memberId, 'queue'))
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? (parsed as PlaytimeReport[]) : []
  } catch {
    return []
  }
}

function write(memberId: string, reports: PlaytimeReport[]): void {
  try {
    if (reports.length === 0) localStorage.removeItem(offlineKey(memberId, 'queue'))
    else localStorage.setItem(offlineKey(memberId, 'queue'), JSON.stringify(reports))
  } catch {
    // Storage full or refused: the report is lost, as it would have been without the queue.
  }
}

/** The member's reports waiting to be sent, oldest first. */
export const queuedReports = (memberId: string): PlaytimeReport[] => read(memberId)

/**
 * Keeps a report until the server has it. Written synchronously (localStorage), so a report made
 * as the page is being left (pagehide) is not lost even if its request never completes.
 */
export function enqueueReport(memberId: string, report: PlaytimeReport): void {
  write(memberId, [...read(memberId), report].slice(-maxQueuedReports))
}

const inFlight = new Map<string, Promise<void>>()

const sentListeners = new Set<() => void>()

/**
 * Called after the server has taken a batch of reports: what listening moves (a program's step
 * done, issue 30) is read again. Returns the unsubscribe.
 */
export function onReportsSent(listener: () => void): () => void {
  sentListeners.add(listener)
  return () => sentListeners.delete(listener)
}

/** Whether an error means "try again later" (no network, the server away) rather than "never". */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500

/** POST /api/stats/audio-playtime with `reports` as they are. */
export async function postReports(reports: PlaytimeReport[], { keepalive = false } = {}): Promise<void> {
  await apiRequest<z.ZodType<PlaytimeAnswer>>('/api/stats/audio-playtime', {
    method: 'POST',
    body: reports,
    fallbackMessage: es['meditations.playtimeFailed'],
    keepalive,
  })
}

async function sendNow(memberId: string, keepalive: boolean): Promise<void> {
  const batch = read(memberId)
  if (batch.length === 0) return
  try {
    await postReports(batch, { keepalive })
    for (const listener of sentListeners) listener()
  } catch (error) {
    if (isTransient(error)) {
      console.error('Listening time was not reported; it stays queued', error)
      return
    }
    // The server refused the batch itself (a 400, a 403): sending it again would be refused again.
    console.error('Listening time was refused; the queued reports are dropped', error)
  }
  // Sent (or refused for good): only what was in the batch goes; reports queued meanwhile stay.
  const sent = new Set(batch.map((report) => report.reportId))
  write(
    memberId,
    read(memberId).filter((report) => !sent.has(report.reportId)),
  )
}

/**
 * Sends the member's queued reports in one request, oldest first, and forgets them once the server
 * has answered. Offline, or on a failure worth retrying, they stay for the next call (the player's
 * next report, the browser coming back online, the next panel start). One send per member at a time.
 */
export function sendQueuedReports(memberId: string, { keepalive = false } = {}): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve()
  const running = inFlight.get(memberId)
  if (running) return running.then(() => sendQueuedReports(memberId, { keepalive }))
  const next = sendNow(memberId, keepalive).finally(() => inFlight.delete(memberId))
  inFlight.set(memberId, next)
  return next
}

/** The member's queue goes (their plan ended: nothing queued can count any more). */
export function dropQueuedReports(memberId: string): void {
  write(memberId, [])
}
