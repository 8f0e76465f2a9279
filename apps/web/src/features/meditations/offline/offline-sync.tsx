import type { SessionUser } from '@sosiego/shared'
import { useEffect } from 'react'
import { dropQueuedReports, sendQueuedReports } from '../../../lib/listening-queue.ts'
import { clearOfflineData } from '../../../lib/offline-data.ts'
import { rememberLastSession } from '../../../lib/offline-session.ts'
import { downloadStore } from './download-store.ts'

type OfflineSyncProps = {
  member: SessionUser
  /** The session's answer (online): without a plan in force nothing may stay downloaded. */
  hasActiveSubscription: boolean
}

/** Registers the panel's service worker; only the member panel does, never the public pages. */
function registerServiceWorker() {
  // Development serves no worker (Vite builds it with the app); tests of the built app get it.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker
    // '/panel', not '/panel/': the panel's home is '/panel', and it must open offline too (issue 28).
    .register('/sw.js', { scope: '/panel' })
    .catch((error: unknown) => console.error('The service worker could not be registered', error))
}

/**
 * The panel's offline housekeeping (decision 082), mounted once by the panel frame: the member's
 * downloads list is loaded and any other member's leftovers on this device removed; the session is
 * kept for opening the panel offline; whenever the
 * browser is online (now, and each time it comes back) the queued listening reports are sent; and
 * a member whose plan is no longer in force loses their downloads and queue.
 */
export function OfflineSync({ member, hasActiveSubscription }: OfflineSyncProps) {
  const memberId = member._id
  useEffect(() => {
    downloadStore.load(memberId)
    void clearOfflineData(memberId)
    registerServiceWorker()
  }, [memberId])

  // The panel opens offline on the session the server last confirmed here (issue 28).
  useEffect(() => {
    if (navigator.onLine !== false) rememberLastSession(member)
  }, [member])

  useEffect(() => {
    let cancelled = false
    const sync = async () => {
      if (navigator.onLine === false) return
      await sendQueuedReports(memberId)
      if (cancelled || hasActiveSubscription) return
      // The plan ended: what was heard before was just sent; nothing more may be kept or played.
      dropQueuedReports(memberId)
      await downloadStore.removeAll()
    }
    const onOnline = () => void sync()
    void sync()
    window.addEventListener('online', onOnline)
    return () => {
      cancelled = true
      window.removeEventListener('online', onOnline)
    }
  }, [memberId, hasActiveSubscription])
  return null
}
