import { type CommonKey, t } from '../messages/common.ts'
import type { UserRole } from './people-roles.ts'

/** The role's Spanish name ('Usuario CRM', 'Suscriptor'…). */
export const roleLabel = (role: UserRole): string => t(`userRole.${role}` as CommonKey)

export type UserStatus = 'inactive' | 'unverified' | 'active'

/** Back-office §4: Inactivo if not active; No verificado if active but unverified; Activo if both. */
export function userStatus(user: { isActive: boolean; isVerified: boolean }): UserStatus {
  if (!user.isActive) return 'inactive'
  return user.isVerified ? 'active' : 'unverified'
}

export const userStatusLabel = (user: { isActive: boolean; isVerified: boolean }): string =>
  t(`userStatus.${userStatus(user)}` as CommonKey)

const subscriptionBadges = ['active', 'inactive', 'expired', 'cancelled', 'pending', 'completed'] as const

/** Back-office §4's subscription badge words; an unknown status shows as Inactivo. */
export function subscriptionBadgeLabel(status: string | null | undefined): string {
  const known = subscriptionBadges.find((value) => value === status) ?? 'inactive'
  return t(`subscriptionBadge.${known}` as CommonKey)
}
