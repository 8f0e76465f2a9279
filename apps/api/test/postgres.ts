/** The real PostgreSQL the suite also runs on, when `npm test` found one (TEST_DATABASE_URL). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}

/** The same server and credentials, another database. */
export function adminUrl(url: string, database?: string): string {
  const parsed = new URL(url)
  if (database) parsed.pathname = `/${database}`
  return parsed.toString()
}
