import { useSyncExternalStore } from 'react'
import { cardsPerPage, carouselBreakpointPx } from '../lib/carousel.ts'

const wideQuery = `(min-width: ${carouselBreakpointPx}px)`

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(wideQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function snapshot(): 1 | 3 {
  // Without matchMedia (very old browsers) the window width decides.
  if (typeof window.matchMedia !== 'function') return cardsPerPage(window.innerWidth)
  return cardsPerPage(window.matchMedia(wideQuery).matches ? carouselBreakpointPx : carouselBreakpointPx - 1)
}

/** Cards on one carousel page for the current window: 1 under 768 px, otherwise 3; follows resizes. */
export function useCardsPerPage(): 1 | 3 {
  return useSyncExternalStore(subscribe, snapshot, () => 3)
}
