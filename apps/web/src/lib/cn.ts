import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names; later Tailwind utilities win over earlier ones, so callers can override. A
 * single class list has nothing to override and is returned as written: `twMerge` builds its tables
 * on its first call, a long task on a phone (issue 28), so it runs only when lists are joined.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean)
  if (given.length === 1 && typeof given[0] === 'string') return given[0]
  return twMerge(clsx(given))
}

/** Builds `twMerge`'s tables now, so that a page's first drawing, in a later task, does not (issue 28). */
export function prepareClassMerging(): void {
  twMerge('')
}
