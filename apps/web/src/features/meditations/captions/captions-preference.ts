import { useSyncExternalStore } from 'react'

/** Whether the member wants a video's captions shown: remembered on this device (issue 34). */
const key = 'sosiego.captions'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return localStorage.getItem(key) === 'on'
  } catch {
    return false
  }
}

export function setCaptionsWanted(on: boolean): void {
  try {
    localStorage.setItem(key, on ? 'on' : 'off')
  } catch {
    // Private mode or a full storage: the choice holds until the page is left.
  }
  wanted = on
  for (const listener of listeners) listener()
}

let wanted: boolean | undefined

/** The remembered choice, off until the member turns captions on once. */
export function useCaptionsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => {
      wanted ??= read()
      return wanted
    },
  )
}
