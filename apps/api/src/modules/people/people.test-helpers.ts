import { randomUUID } from 'node:crypto'
import { beforeAll } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { users } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

/** A unique surname per test, so the shared database's other users never match its search. */
export const tag = () => `Prueba${randomUUID().slice(0, 8)}`
export const today = () => new Date().toISOString().slice(0, 10)
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * What the back office people tests (people-*.test.ts) stand on: an app on its own database with the
 * demo content (its plans above all), and users written straight into the table. Called once inside
 * a file's describe, so its hook is that describe's.
 */
export async function peopleApp() {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  const insertUser = async (values: Partial<typeof users.$inferInsert> = {}) => {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Ana',
        lastName: tag(),
        email: `${randomUUID()}@sosiego.test`,
        isVerified: true,
        ...values,
      })
      .returning()
    if (!user) throw new Error('not inserted')
    return user
  }

  return { app, db, config, insertUser }
}
