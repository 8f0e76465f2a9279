// The account-data module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as accountDataRoutes } from './account-data.routes.ts'
