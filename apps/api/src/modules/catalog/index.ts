// The catalog module's public face: what the other rooms of the API may use (docs/architecture.md).

export { slugify } from './catalog.admin.service.ts'
export { checkCover } from './catalog.files.ts'
export { findCurrent, findMediaById, findThemesWithContent, shownToMembers } from './catalog.repository.ts'
export { default as catalogRoutes } from './catalog.routes.ts'
export { toCoverImage, toMediaItem } from './catalog.service.ts'
