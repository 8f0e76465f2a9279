// The accounts module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as accountsRoutes } from './accounts.routes.ts'
export type { AccountsContext } from './accounts.service.ts'
export { ensureAdminAccount } from './admin-account.ts'
export { createdByStaff } from './created-by-staff.ts'
export { requestEmailChange } from './email-change.ts'
export { sessionUserOf } from './session-user.ts'
