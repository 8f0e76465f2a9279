import type { SessionUser } from '@sosiego/shared'
import { offlineKey, offlineKeyPrefix } from './offline-data.ts'

// In lib, not a feature: auth's session check reads it and meditations' offline sync writes it.

/**
 * The last session the server confirmed for the member of this device's panel (issue 28, decision
 * 082 amended): with no network, the panel opens on it instead of on a blank page, shows 'Sin
 * conexión' and plays the downloads; the next check online decides again. Kept with the member's
 * other offline data (`sosiego.offline.<memberId>.session`), so signing out, or another member's
 * panel start, removes it with them (`clearOfflineData`); a server that says the session is over
 * removes it too (`forgetLastSessions`).
 */
const sessionKeySuffix = '.session'

export function rememberLastSession(user: SessionUser): void {
  try {
    localStorage.setItem(offlineKey(user._id, 'session'), JSON.stringify(user))
  } catch {
    // Storage refused: the panel simply needs the network to open.
  }
}

function sessionKeys(): string[] {
  try {
    return Object.keys(localStorage).filter(
      (key) => key.startsWith(offlineKeyPrefix) && key.endsWith(sessionKeySuffix),
    )
  } catch {
    return []
  }
}

/** The session kept on this device, if exactly one member's is (the panel keeps at most one). */
export function lastSession(): SessionUser | null {
  const keys = sessionKeys()
  if (keys.length !== 1) return null
  try {
    const user = JSON.parse(localStorage.getItem(keys[0] as string) ?? 'null') as SessionUser | null
    return user && typeof user._id === 'string' ? user : null
  } catch {
    return null
  }
}

export function forgetLastSessions(): void {
  for (const key of sessionKeys()) {
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage refused: nothing was kept either.
    }
  }
}
