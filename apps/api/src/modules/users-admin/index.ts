// The users-admin module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as usersAdminRoutes } from './users-admin.routes.ts'
