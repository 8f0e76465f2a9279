/** Seconds at the start that are not worth resuming: the member barely began. */
export const resumeMinSeconds = 5
/** Seconds at the end that count as finished: the closing bell, the silence after it. */
export const resumeEndSeconds = 10

/**
 * Whether a position is worth offering as 'Continuar desde m:ss' (issue 17): started (past the
 * first few seconds) and not finished (before the last ten). The server drops a saved position that
 * is not, so an item heard to the end leaves 'Continuar escuchando' on every device.
 */
export function isResumable(positionSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(positionSeconds) || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    return false
  return positionSeconds >= resumeMinSeconds && positionSeconds < durationSeconds - resumeEndSeconds
}
