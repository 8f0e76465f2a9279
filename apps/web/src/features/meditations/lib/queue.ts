/** The item after `index` in a list of `length`, back to the first after the last. */
export function nextIndex(length: number, index: number): number {
  if (length <= 0) return -1
  return (index + 1) % length
}

/** The item before `index`, the last one before the first. */
export function previousIndex(length: number, index: number): number {
  if (length <= 0) return -1
  return (index - 1 + length) % length
}
