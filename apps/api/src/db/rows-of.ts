/** The rows of `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite's drizzle driver too; both drivers, one reading. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}
