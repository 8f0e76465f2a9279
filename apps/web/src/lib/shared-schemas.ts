/**
 * The shared zod schemas, loaded when a form on a daily page is used rather than with the page: zod
 * and the whole catalogue are more than the first view of a member page may load (issue 28's budget).
 * A form starts the load when it is first focused or pointed at, so the check at sending is instant.
 */
export const loadSharedSchemas = () => import('@sosiego/shared')

export const warmSchemas = () => void loadSharedSchemas()
