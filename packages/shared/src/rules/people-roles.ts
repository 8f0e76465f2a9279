// Who is who: the roles, and the sets of them the product treats alike (decision 057). No zod here:
// the app's first load needs these rules, not the schemas (issue 28).

export const userRoleValues = [
  'admin',
  'crmUser',
  'visitor',
  'subscriber',
  'tester',
  'creator',
  'therapist',
] as const
export type UserRole = (typeof userRoleValues)[number]

/**
 * The back office's roles (decision 057): admins and CRM users work in /admin and have no member
 * panel. The other set of accounts that are not clients, the team the Usuarios screen lists, is
 * `teamRoles`.
 */
export const backOfficeRoles = ['admin', 'crmUser'] as const satisfies readonly UserRole[]
export const isBackOfficeRole = (role: string): boolean =>
  (backOfficeRoles as readonly string[]).includes(role)

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
 * Which roles take the test: every member role; staff do not (docs/decisions). Here, not with the
 * test's scoring, so the panel's first load can ask it without the questions (issue 28).
 */
const testTakerRoles: ReadonlySet<string> = new Set([
  'visitor',
  'subscriber',
  'tester',
  'creator',
  'therapist',
])
export function canTakeTest(role: string): boolean {
  return testTakerRoles.has(role)
}

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
