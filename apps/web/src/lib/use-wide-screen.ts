import { useSyncExternalStore } from 'react'

const queryOf = (minWidth: number) => `(min-width: ${minWidth}px)`

function subscribeTo(minWidth: number) {
  return (listener: () => void): (() => void) => {
    if (typeof window.matchMedia !== 'function') return () => {}
    const list = window.matchMedia(queryOf(minWidth))
    list.addEventListener('change', listener)
    return () => list.removeEventListener('change', listener)
  }
}
const subscribers = new Map<number, ReturnType<typeof subscribeTo>>()

const read = (minWidth: number) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(queryOf(minWidth)).matches : true

/**
 * From 768 px lists are tables (Órdenes, Clientes); below it, cards with the same information.
 * Meditaciones asks for 1024 px: its table sits beside the panel's sidebar.
 */
export function useWideScreen(minWidth = 768): boolean {
  let subscribe = subscribers.get(minWidth)
  if (!subscribe) {
    subscribe = subscribeTo(minWidth)
    subscribers.set(minWidth, subscribe)
  }
  return useSyncExternalStore(
    subscribe,
    () => read(minWidth),
    () => true,
  )
}
