import { useEffect, useState } from 'react'

/*
 * The app runs on Preact's compatibility layer (decision 119), whose `useDeferredValue` and
 * `startTransition` do not defer: a render they wrap runs in the task that caused it. These two put a
 * heavy render in a task of its own, so a phone's main thread is not held by one long task and the
 * browser paints and answers a tap in between (issue 28).
 */

/** `value`, a change of it reaching the render in the browser's next task. */
export function useNextTaskValue<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    const timer = setTimeout(() => setShown(value), 0)
    return () => clearTimeout(timer)
  }, [value, shown])
  return shown
}

/** False until the browser's next task after `start` is first true (at once by default), then true. */
export function useAfterFirstTask(start = true): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (!start || after) return
    const timer = setTimeout(() => setAfter(true), 0)
    return () => clearTimeout(timer)
  }, [start, after])
  return after
}
