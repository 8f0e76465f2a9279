import { useSyncExternalStore } from 'react'

const query = '(min-width: 768px)'

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(query)
  list.addEventListener('change', listener)
  return () => list.removeEventListener('change', listener)
}

const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true)

/** From 768 px lists are tables (Meditaciones, Órdenes); below it, cards with the same information. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => true)
}
