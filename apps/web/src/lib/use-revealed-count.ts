import { useEffect, useState } from 'react'

/**
 * How many of a long list's `total` rows to draw now: `first` at once, then `step` more in each
 * following task of the browser, until all are drawn. The app runs on Preact (decision 119), which
 * draws a tree in one go: a catalogue of 40 rows drawn at once was a phone's longest task on
 * Meditaciones (issue 28). Drawn this way the first screenful paints sooner and the browser answers
 * a tap between the slices. Rows are only ever added below the ones shown, so nothing on screen moves.
 */
export function useRevealedCount(total: number, first = 6, step = 6): number {
  const [shown, setShown] = useState(first)
  useEffect(() => {
    if (shown >= total) return
    // A timer, not a microtask or an animation frame: each slice is its own task, after the browser
    // has painted and handled input.
    const timer = setTimeout(() => setShown((count) => count + step), 0)
    return () => clearTimeout(timer)
  }, [shown, total, step])
  return Math.min(shown, total)
}
