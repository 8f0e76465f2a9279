// The catalog module's public face: what the other rooms of the API may use (docs/architecture.md).

export { findCurrent, findMediaById, findThemesWithContent, shownToMembers } from './catalog.repository.ts'
export { default as catalogRoutes } from './catalog.routes.ts'
export { toCoverImage, toMediaItem } from './catalog.service.ts'
