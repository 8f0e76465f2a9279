import { type PlaytimeReport, postReports, queuedReports } from '../../lib/listening-queue.ts'
import { clearOfflineData } from '../../lib/offline-data.ts'

/**
 * Signing out leaves nothing of the member on this device (decision 082): their downloads, list
 * and queued listening reports are removed at once. The queued reports are taken first and sent
 * one last time while the session still holds (the caller waits for this before logging out);
 * if that fails they are lost, since nobody else may send them.
 */
export async function leaveDevice(memberId: string | undefined): Promise<void> {
  const pending: PlaytimeReport[] = memberId ? queuedReports(memberId) : []
  await clearOfflineData()
  if (pending.length === 0 || navigator.onLine === false) return
  try {
    await postReports(pending, { keepalive: true })
  } catch (error) {
    console.error('Listening time queued on this device was not reported before signing out', error)
  }
}
