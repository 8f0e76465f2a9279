/**
 * Whether a write failed on the named unique index (PostgreSQL's 23505), as both drivers report it:
 * the driver's error, or Drizzle's wrapper around it. A check made before the write is the usual
 * answer; this one covers two writers passing their checks at the same moment.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error
  const { code, constraint: name } = cause as { code?: string; constraint?: string }
  return code === '23505' && (!name || name === constraint)
}
