import {
  enqueueReport,
  type PlaytimeReport,
  postReports,
  sendQueuedReports,
} from '../../../lib/listening-queue.ts'
import { authStore } from '../../../lib/session-store.ts'

export type { PlaytimeReport }

/** A random v4 UUID, also where `crypto.randomUUID` is missing (pages served over plain http). */
export function newReportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * POST /api/stats/audio-playtime through the member's queue (decision 083): the report is kept on
 * this device first, then everything waiting is sent in one request. Offline, or when the request
 * fails, it waits for the next report, the browser coming back online, or the next panel start.
 * `keepalive` lets the request finish while the page is being left (pagehide). Failures are only
 * logged: listening time is never worth interrupting the member.
 */
export async function reportPlaytime(report: PlaytimeReport, { keepalive = false } = {}): Promise<void> {
  const memberId = authStore.getState().user?._id
  if (!memberId) {
    // Signing out: the session ended here and the player reports its last seconds as it closes;
    // the cookies still hold until the server is told, so it is sent, but kept for no one.
    await postReports([report], { keepalive }).catch((error: unknown) =>
      console.error('Listening time was not reported', error),
    )
    return
  }
  enqueueReport(memberId, report)
  await sendQueuedReports(memberId, { keepalive })
}
