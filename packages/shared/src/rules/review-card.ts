/** Characters of a review shown on a testimonial card before the ellipsis (spec §2, §9). */
export const reviewCardTextLimit = 120

/** How many of the embedded testimonials come before the public reviews. */
export const staticTestimonialsShown = 3

/** The highest rating, and the one shown when a review has none. */
export const maxRating = 5

/** Cuts a card's text to `limit` characters plus an ellipsis; shorter texts are kept whole. */
export function truncateReviewText(text: string, limit = reviewCardTextLimit): string {
  // By code points, so an emoji or accented pair is never split in half.
  const characters = Array.from(text)
  if (characters.length <= limit) return text
  return `${characters.slice(0, limit).join('').trimEnd()}...`
}

/** A review's rating on the 1..5 scale; missing or unreadable ratings count as 5. */
export function reviewRating(rating: unknown): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return maxRating
  return Math.min(maxRating, Math.max(1, Math.round(rating)))
}

/** The rating as the card writes it before '/5.0 rating': '4.0'. */
export function ratingValueText(rating: unknown): string {
  return reviewRating(rating).toFixed(1)
}

/** The first embedded testimonials, then every public review. */
export function testimonialSequence<S, R>(staticItems: readonly S[], reviews: readonly R[]): (S | R)[] {
  return [...staticItems.slice(0, staticTestimonialsShown), ...reviews]
}
