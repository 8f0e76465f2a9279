// The stats module's public face: what the other rooms of the API may use (docs/architecture.md).

export type { CreditedListening } from './listening-credited.ts'
export { onListeningCredited } from './listening-credited.ts'
export { COMPLETION_SLACK_SECONDS } from './listening-stats.service.ts'
export { totalPlaytime } from './playtime.repository.ts'
export { default as statsAdminRoutes } from './stats.admin-routes.ts'
export { default as statsRoutes } from './stats.routes.ts'
