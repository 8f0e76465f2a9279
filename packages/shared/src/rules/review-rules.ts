import { t } from '../messages/panel.ts'

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

/** The listening still missing as the dialog and the API say it: '4 h y 12 min', '5 h', '1 min'. */
export function missingListeningText(listenedSeconds: number): string {
  const { hours, minutes } = missingListening(listenedSeconds)
  if (hours > 0 && minutes > 0) return t('reviews.moreTime.hoursMinutes', { hours, minutes })
  if (hours > 0) return t('reviews.moreTime.hours', { hours })
  return t('reviews.moreTime.minutes', { minutes })
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
