/** The app-store addresses the operator configured; an empty string means "not published". */
export type StoreLinks = { appStore: string; playStore: string }

/** What the download QR code encodes: a store when there is one, else the site itself. */
export function downloadTarget(links: StoreLinks, siteUrl = window.location.origin): string {
  return links.playStore || links.appStore || siteUrl
}
