// The seo module's public face: what the other rooms of the API may use (docs/architecture.md).

export type { PublicPage } from './public-pages.ts'
export { publicPages } from './public-pages.ts'
export { default as seoRoutes } from './seo.routes.ts'
