// The accessibility module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as accessibilityRoutes } from './accessibility.routes.ts'
