/** Counted listening a member needs before reviewing: 5 hours (public spec §9). */
export const reviewMinListeningSeconds = 18_000

/** A review comment's length after trimming (public spec §5, §9). */
export const reviewCommentMinLength = 50
export const reviewCommentMaxLength = 100

/**
 * How much listening is still missing, in whole hours and minutes. Minutes round up, so a member one
 * second short reads '1 min' rather than '0 min'.
 */
export function missingListening(listenedSeconds: number): { hours: number; minutes: number } {
  const missing = Math.max(0, reviewMinListeningSeconds - Math.max(0, Math.floor(listenedSeconds)))
  const totalMinutes = Math.ceil(missing / 60)
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 }
}

/** Whole hours of listening, as the 'Oyente verificado' mark shows them (rounded down). */
export function listenedHours(seconds: number): number {
  return Math.max(0, Math.floor(seconds / 3600))
}

/** The author as the public sees them: the name and the initial of the last name ('Lucía F.'). */
export function lastNameInitial(lastName: string): string {
  const initial = Array.from(lastName.trim())[0]
  return initial ? `${initial.toUpperCase()}.` : ''
}
