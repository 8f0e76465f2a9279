import type { UserRole } from '../schemas/auth.ts'

/**
 * The back office's role groups (decision 057). Clients are the members; the team is the accounts
 * the Usuarios screen lists (its `staff` group; therapist sits with creator and tester: the dashboard
 * counts therapists as system users). Admins belong to neither list. Who works in the back office is
 * the other set, `backOfficeRoles`.
 */
export const clientRoles = ['visitor', 'subscriber'] as const satisfies readonly UserRole[]
export const teamRoles = ['crmUser', 'creator', 'tester', 'therapist'] as const satisfies readonly UserRole[]
export const userGroupValues = ['clients', 'staff', 'all'] as const
export type UserGroup = (typeof userGroupValues)[number]

export const isClientRole = (role: UserRole) => (clientRoles as readonly UserRole[]).includes(role)

/**
 * The longest plan a crmUser may give, in days from today: the free trial's length (decision 057,
 * issue 27). Always dated: an open-ended plan, or a longer one, is an admin's to give.
 */
export const crmUserGrantMaxDays = 15

/** The last end date ('YYYY-MM-DD') a crmUser may give a plan, counted from `today` ('YYYY-MM-DD'). */
export function crmUserLatestGrantEnd(today: string): string {
  const date = new Date(`${today}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + crmUserGrantMaxDays)
  return date.toISOString().slice(0, 10)
}

/** The roles whose edit form shows the plan fields (back-office §5). */
export const planHoldingRoles = ['creator', 'subscriber'] as const satisfies readonly UserRole[]
export const canHoldPlanFromForm = (role: UserRole) =>
  (planHoldingRoles as readonly UserRole[]).includes(role)

/**
 * The registration in admin mode (public spec §5): a creator or a subscriber is created with a plan,
 * or not at all. The message that says so for the role, or null when the role needs none.
 */
export function planRequiredMessageKey(role: UserRole) {
  if (role === 'creator') return 'people.planRequiredCreator' as const
  if (role === 'subscriber') return 'people.planRequiredSubscriber' as const
  return null
}
