// The player module's public face: what the other rooms of the API may use (docs/architecture.md).

export type { PlayableFacts } from './playable.ts'
export { verdictOf } from './playable.ts'
export { default as playbackPositionRoutes } from './playback-positions.routes.ts'
export { default as playerRoutes } from './player.routes.ts'
