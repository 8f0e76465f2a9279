/** Below this viewport width (px) the testimonials carousel shows one card per page (spec §2, §9). */
export const carouselBreakpointPx = 768

/** Cards on one page: 1 under 768 px wide, otherwise 3. */
export function cardsPerPage(viewportWidth: number): 1 | 3 {
  return viewportWidth < carouselBreakpointPx ? 1 : 3
}

function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/** Pages needed for `itemCount` cards; 0 when there is nothing to show. */
export function pageCount(itemCount: number, perPage: number): number {
  const items = wholeCount(itemCount)
  const size = Math.max(1, wholeCount(perPage))
  return Math.ceil(items / size)
}

/** Keeps a page index inside 0..pages-1 (the page size may change when the window is resized). */
export function clampPage(page: number, pages: number): number {
  const count = wholeCount(pages)
  if (count === 0) return 0
  return Math.min(Math.max(0, wholeCount(page)), count - 1)
}

/** The page after `page`; after the last comes the first. */
export function nextPage(page: number, pages: number): number {
  const count = wholeCount(pages)
  return count === 0 ? 0 : (clampPage(page, count) + 1) % count
}

/** The page before `page`; before the first comes the last. */
export function previousPage(page: number, pages: number): number {
  const count = wholeCount(pages)
  return count === 0 ? 0 : (clampPage(page, count) - 1 + count) % count
}

/** The cards on one page; the last page may hold fewer. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = Math.max(1, wholeCount(perPage))
  const start = clampPage(page, pageCount(items.length, size)) * size
  return items.slice(start, start + size)
}
