import { useEffect, useRef, useState } from 'react'

/** After verification, a password reset or a failed Google sign-in, the page moves on after 3 s (spec §9). */
export const redirectDelaySeconds = 3

/** Counts whole seconds down to zero while `active`, then calls `onDone` once. */
export function useCountdown(seconds: number, active: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds)
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone

  useEffect(() => {
    if (!active) return
    setLeft(seconds)
    const started = Date.now()
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000)))
    }, 250)
    const done = window.setTimeout(() => onDoneRef.current(), seconds * 1000)
    return () => {
      window.clearInterval(timer)
      window.clearTimeout(done)
    }
  }, [active, seconds])

  return left
}
