import type { SessionUser } from '@sosiego/shared'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useAuthValue } from '../lib/session-store.ts'

/**
 * Which area's lists a signed-in person is loaded ahead at start: the spec's "extra data load at
 * start" (public spec §4, decision 102). A member whose plan is active: Meditaciones' catalogue
 * (media, categories, themes); staff: Gestión de Contenido's four lists. Nobody else, and nobody
 * before their address is verified (those calls would be refused).
 */
export function startupArea(user: SessionUser): 'member' | 'staff' | null {
  if (!user.isActive || !user.isVerified) return null
  if (user.role === 'admin' || user.role === 'crmUser') return 'staff'
  return user.activeSubscription?.status === 'active' ? 'member' : null
}

/**
 * Fills the client cache with the area's lists, so its first page opens from the cache. The query
 * modules load on demand (they stay out of the first page's code), and a failure shows nothing:
 * the page then asks again and shows its own load error.
 */
export async function loadAtStart(queryClient: QueryClient, user: SessionUser): Promise<void> {
  const area = startupArea(user)
  if (area === 'member') {
    const { memberCatalogueQueries: lists } = await import('../features/meditations/api/get-catalogue.ts')
    await Promise.all([
      queryClient.prefetchQuery(lists.media()),
      queryClient.prefetchQuery(lists.categories()),
      queryClient.prefetchQuery(lists.themes()),
    ])
  } else if (area === 'staff') {
    const { contentListQueries: lists } = await import('../features/admin-content/api/get-content-lists.ts')
    await Promise.all([
      queryClient.prefetchQuery(lists.categories()),
      queryClient.prefetchQuery(lists.themes()),
      queryClient.prefetchQuery(lists.audios()),
      queryClient.prefetchQuery(lists.pdfs()),
    ])
  }
}

/** Runs the load once per session start: when the session is checked and someone is signed in. */
export function useStartupLoad() {
  const queryClient = useQueryClient()
  const user = useAuthValue((auth) => auth.user)
  const sessionChecked = useAuthValue((auth) => auth.sessionChecked)
  const authEpoch = useAuthValue((auth) => auth.authEpoch)
  const loadedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!sessionChecked || !user) return
    const key = `${user._id}|${authEpoch}`
    if (loadedFor.current === key) return
    loadedFor.current = key
    void loadAtStart(queryClient, user)
  }, [queryClient, user, sessionChecked, authEpoch])
}
