import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { withoutSecrets } from './url-secrets.ts'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Tag-manager page view; the container may load after us, so the array is created if missing. */
export function pushPageView(pagePath: string, pageTitle: string): void {
  window.dataLayer ??= []
  window.dataLayer.push({ event: 'page_view', page_path: pagePath, page_title: pageTitle })
}

/** One page view per route change (hash-only changes are in-page scrolls, not views). */
export function usePageViews(pageTitle: string): void {
  const { pathname, search } = useLocation()
  const lastView = useRef<string | undefined>(undefined)
  useEffect(() => {
    // A one-time token from an e-mail never reaches the data layer (issue 12).
    const pagePath = pathname + withoutSecrets(search)
    // Strict mode runs effects twice in development; one view is still one view.
    const view = `${pagePath}\n${pageTitle}`
    if (lastView.current === view) return
    lastView.current = view
    pushPageView(pagePath, pageTitle)
  }, [pathname, search, pageTitle])
}
