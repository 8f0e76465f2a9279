import type { AdminReview } from '@sosiego/shared'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

export function formatReviewDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

export function reviewAuthorName(review: AdminReview): string {
  return `${review.userId.name} ${review.userId.lastName}`.trim() || review.userId.email
}
