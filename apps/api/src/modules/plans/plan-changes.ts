/**
 * Caches of other modules that depend on the plans (billing's entitlements: a plan's categories
 * decide a member's locks) register here and are dropped with the plans' own, on every instance
 * (plans.routes.ts announces through the database). The plans module then needs to know none of them.
 */
const listeners = new Set<() => void>()

export function onPlansChanged(listener: () => void): void {
  listeners.add(listener)
}

export function announcePlansChanged(): void {
  for (const listener of listeners) listener()
}
