// In lib, not features/reviews: the design system's star rating (components/ui) reads the scale.

/** Characters of a review shown on a testimonial card before the ellipsis (spec §2, §9). */
export const reviewCardTextLimit = 120

/** How many of the embedded testimonials come before the public reviews. */
export const staticTestimonialsShown = 3

/** The highest rating, and the one shown when a review has none. */
export const maxRating = 5

/**
 * Cuts a card's text to at most `limit` characters plus an ellipsis, at the last word boundary within
 * the limit (a cut mid-word reads as a typo); shorter texts are kept whole. A single word longer than
 * the limit is cut at the limit. A comma or colon left at the end goes before the ellipsis.
 */
export function truncateReviewText(text: string, limit = reviewCardTextLimit): string {
  // By code points, so an emoji or accented pair is never split in half.
  const characters = Array.from(text)
  if (characters.length <= limit) return text
  let kept = characters.slice(0, limit)
  // The limit falls inside a word: go back to the space before it.
  if (!/\s/.test(characters[limit] ?? '')) {
    const lastSpace = kept.findLastIndex((character) => /\s/.test(character))
    if (lastSpace > 0) kept = kept.slice(0, lastSpace)
  }
  return `${kept.join('').replace(/[\s,;:—–-]+$/u, '')}...`
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
