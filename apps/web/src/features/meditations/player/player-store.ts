import { useSyncExternalStore } from 'react'
import { nextIndex, previousIndex } from '../lib/queue.ts'
import type { Track } from '../lib/track.ts'

/**
 * The bottom player's list and position; `index` -1 when the player is closed. `startAt` is where
 * a chosen item starts (seconds; null: from the start, or as the saved position offers), and
 * `request` counts the member's choices, so choosing the playing item again still starts over.
 */
export type PlayerState = {
  queue: Track[]
  index: number
  startAt: number | 'saved' | null
  request: number
  /** Whether the bar's audio is sounding now (not paused): what the list marks as 'Sonando'. */
  playing: boolean
}

let state: PlayerState = { queue: [], index: -1, startAt: null, request: 0, playing: false }
const listeners = new Set<() => void>()
let audio: HTMLAudioElement | null = null

function set(next: PlayerState) {
  state = next
  for (const listener of listeners) listener()
}

/**
 * Lives outside the pages, like the player bar in the panel layout: moving between panel pages
 * keeps the music playing, and the Meditaciones page only says what to play.
 */
export const playerStore = {
  getState: (): PlayerState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /**
   * Plays `queue[index]`, from `startAt` seconds when given ('Continuar escuchando'); at the end the
   * queue goes on, wrapping to the first. `startAt` 'saved' is only for the queue moving on itself.
   */
  play(queue: Track[], index: number, startAt: number | null = null) {
    if (index >= 0 && index < queue.length)
      set({ ...state, queue, index, startAt, request: state.request + 1 })
  },
  /** The track ended: the next one plays, from where the member left it if they did. */
  advance() {
    set({ ...state, index: nextIndex(state.queue.length, state.index), startAt: 'saved' })
  },
  next() {
    set({ ...state, index: nextIndex(state.queue.length, state.index), startAt: null })
  },
  previous() {
    set({ ...state, index: previousIndex(state.queue.length, state.index), startAt: null })
  },
  close() {
    set({ queue: [], index: -1, startAt: null, request: state.request + 1, playing: false })
  },
  /** The bar's <audio>, so a video that starts can pause the music. */
  attach(element: HTMLAudioElement | null) {
    audio = element
  },
  pause() {
    audio?.pause()
  },
  /** The item in the bar plays on from where it is (the list's button for the paused item). */
  resume() {
    void audio?.play().catch((error: unknown) => console.error('Playback failed', error))
  },
  /** The bar's audio started or stopped sounding (its `play` and `pause` events). */
  setPlaying(playing: boolean) {
    if (state.playing !== playing) set({ ...state, playing })
  },
}

export function currentTrack(player: PlayerState): Track | null {
  return player.queue[player.index] ?? null
}

export function usePlayer(): PlayerState {
  return useSyncExternalStore(playerStore.subscribe, playerStore.getState, playerStore.getState)
}
