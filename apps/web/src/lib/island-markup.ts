/*
 * The markup contract between the landing page's pre-render (lib/island.tsx) and its entry
 * (landing.tsx), kept apart from React so that the entry stays a few lines until an island needs it.
 */

/** The attribute naming an island's container. */
export const islandAttribute = 'data-island'

/** Where an island's own pre-rendered markup goes in the page's markup. */
export const islandSlot = (name: string) => `<!--island:${name}-->`

/** Each island is a root of its own: its useId prefix keeps ids unique across the page. */
export const islandIdPrefix = (name: string) => `${name}-`
