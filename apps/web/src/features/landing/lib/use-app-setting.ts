import { appSetting } from '../../../lib/app-config.ts'
import type { StoreLinks } from './store-links.ts'

/**
 * A server setting. Fixed for the page's life, and the same in the pre-render (made with the settings
 * the page's metas carry, setPrerenderSettings) as in the browser, so it is in the pre-rendered HTML
 * and hydrates as it is.
 */
export function useAppSetting(name: string): string {
  return appSetting(name)
}

export function useStoreLinks(): StoreLinks {
  const appStore = useAppSetting('app-store-url')
  const playStore = useAppSetting('play-store-url')
  return { appStore, playStore }
}
