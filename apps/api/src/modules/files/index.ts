// The files module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as filesRoutes } from './files.routes.ts'
export { mediaUrl } from './files.service.ts'
export { createMediaUrlSigner, parseRange } from './media-url.ts'
