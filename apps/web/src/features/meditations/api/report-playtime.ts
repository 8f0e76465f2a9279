import { es } from '@sosiego/shared'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** One listening report (public spec §7); `reportId` lets the server count a retried one once (decision 039). */
export type PlaytimeReport = {
  audioId: string
  seconds: number
  themeId: string
  categoryId: string
  reportId: string
  /** Seconds into the item where the player stood (decision 062: the retention curve). */
  position?: number
}

type PlaytimeAnswer = { totalSeconds: number; countedSeconds: number }[]

/** A random v4 UUID, also where `crypto.randomUUID` is missing (pages served over plain http). */
export function newReportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Reports that failed to send, sent again with the next ones (their ids keep them from counting twice). */
let unsent: PlaytimeReport[] = []

/**
 * POST /api/stats/audio-playtime. `keepalive` lets the request finish while the page is being left
 * (pagehide). Failures are only logged: listening time is never worth interrupting the member.
 */
export async function reportPlaytime(report: PlaytimeReport, { keepalive = false } = {}): Promise<void> {
  const body = [...unsent, report].slice(-50)
  unsent = []
  try {
    await apiRequest<z.ZodType<PlaytimeAnswer>>('/api/stats/audio-playtime', {
      method: 'POST',
      body,
      fallbackMessage: es['meditations.playtimeFailed'],
      keepalive,
    })
  } catch (error) {
    unsent = body
    console.error('Listening time was not reported', error)
  }
}
