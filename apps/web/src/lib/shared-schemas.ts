/**
 * The shared zod schemas, loaded when a form on a daily page is sent rather than with the page:
 * zod is 25 KB that no first view of the member panel needs (issue 28's budget for a member's first
 * visit). A form asks for it when it opens, so the check at sending is instant.
 */
export const loadSharedSchemas = () => import('@sosiego/shared')
