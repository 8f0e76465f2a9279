import { useSyncExternalStore } from 'react'
import { appSetting } from '../../../lib/app-config.ts'
import type { StoreLinks } from './store-links.ts'

// Settings are fixed for the page's life: nothing to subscribe to.
const subscribe = () => () => {}

/**
 * A server setting, read so that pre-rendered HTML (made without the settings) hydrates cleanly:
 * React renders the empty "server" value first, then the page's own.
 */
export function useAppSetting(name: string): string {
  return useSyncExternalStore(
    subscribe,
    () => appSetting(name),
    () => '',
  )
}

export function useStoreLinks(): StoreLinks {
  const appStore = useAppSetting('app-store-url')
  const playStore = useAppSetting('play-store-url')
  return { appStore, playStore }
}
