/** The speeds the player offers (issue 17), slowest first. */
export const playbackSpeeds = [0.75, 1, 1.25, 1.5] as const
export type PlaybackSpeed = (typeof playbackSpeeds)[number]

/** Where the chosen speed is remembered on this browser. */
export const playbackSpeedKey = 'sosiego.playbackSpeed'

/** A stored value as a speed the player offers, else normal speed (a value from an older version, or tampered). */
export function parsePlaybackSpeed(value: string | null | undefined): PlaybackSpeed {
  const speed = Number(value)
  return playbackSpeeds.find((offered) => offered === speed) ?? 1
}

export function readPlaybackSpeed(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): PlaybackSpeed {
  try {
    return parsePlaybackSpeed(storage?.getItem(playbackSpeedKey))
  } catch {
    return 1
  }
}

export function savePlaybackSpeed(
  speed: PlaybackSpeed,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(playbackSpeedKey, String(speed))
  } catch {
    // Storage full or blocked (private mode): the speed holds for this visit only.
  }
}

/**
 * Puts `speed` on a media element so it survives a new source: loading resets `playbackRate` to
 * `defaultPlaybackRate`, so both are set.
 */
export function applyPlaybackSpeed(media: HTMLMediaElement, speed: number): void {
  media.defaultPlaybackRate = speed
  media.playbackRate = speed
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
