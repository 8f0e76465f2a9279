import { appSetting } from '../../../lib/app-config.ts'

export type StoreLinks = { appStore: string; playStore: string }

/** The app-store addresses the operator configured; an empty string means "not published". */
export function storeLinks(): StoreLinks {
  return { appStore: appSetting('app-store-url'), playStore: appSetting('play-store-url') }
}

/** What the download QR code encodes: a store when there is one, else the site itself. */
export function downloadTarget(links: StoreLinks, siteUrl = window.location.origin): string {
  return links.playStore || links.appStore || siteUrl
}
