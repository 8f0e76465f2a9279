import type { UserRole } from '@sosiego/shared'

/**
 * Which back-office pages each staff role sees (the spec leaves it open). crmUser reads orders but
 * does not edit plans (decision 031), nor reads the playback statistics, which the spec makes
 * admin-only on the server (decision 062), nor the business figures (decision 117); the server
 * refuses all three to anyone but an admin as well.
 */
const adminOnlyPaths: ReadonlySet<string> = new Set(['/admin/planes', '/admin/kpi', '/admin/negocio'])

export function canManagePlans(role: UserRole): boolean {
  return role === 'admin'
}

export function canReadPlaybackStats(role: UserRole): boolean {
  return role === 'admin'
}

/** The Negocio page (issue 33): money is not a CRM task, beside decision 057; the API refuses it too. */
export function canReadBusiness(role: UserRole): boolean {
  return role === 'admin'
}

export function adminNavItemsFor<Item extends { to: string }>(
  items: readonly Item[],
  role: UserRole,
): Item[] {
  return items.filter((item) => role === 'admin' || !adminOnlyPaths.has(item.to))
}
