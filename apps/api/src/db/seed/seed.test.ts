import { access } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../../test/app.ts'
import { createTestDatabase } from '../../../test/database.ts'
import { ensureAdminAccount } from '../../modules/accounts/admin-account.ts'
import { verifyPassword } from '../../modules/accounts/password-hashing.ts'
import { categories, mediaItems, plans, themes, users } from '../schema/index.ts'
import { demoAccounts } from './accounts.ts'
import { demoMedia } from './demo-media.ts'
import { seedDemoContent } from './index.ts'

describe('demo content', async () => {
  const database = await createTestDatabase()
  const { db } = database
  const { storageDir } = await testConfig()
  const counts = async () => ({
    categories: (await db.select({ n: count() }).from(categories))[0]?.n,
    themes: (await db.select({ n: count() }).from(themes))[0]?.n,
    plans: (await db.select({ n: count() }).from(plans))[0]?.n,
    media: (await db.select({ n: count() }).from(mediaItems))[0]?.n,
    users: (await db.select({ n: count() }).from(users))[0]?.n,
  })

  it('seeds the catalogue, plans, media and demo accounts', async () => {
    await seedDemoContent(db, storageDir)
    expect(await counts()).toEqual({ categories: 5, themes: 20, plans: 4, media: demoMedia.length, users: 3 })

    const media = await db.select().from(mediaItems)
    expect(media.filter((m) => m.fileType === 'audio').length).toBeGreaterThanOrEqual(6)
    expect(media.filter((m) => m.fileType === 'video').length).toBeGreaterThanOrEqual(2)
    for (const item of media) {
      await access(path.join(storageDir, item.audioUrl.replace(/^\/media\//, '')))
      await access(path.join(storageDir, (item.coverImageUrl ?? '').replace(/^\/media\//, '')))
      expect(item.duration).toBeGreaterThan(0)
    }

    const [member] = await db.select().from(users).where(eq(users.email, 'miembro@sosiego.app'))
    const demoMember = demoAccounts.find((a) => a.email === 'miembro@sosiego.app')
    expect(member?.isVerified).toBe(true)
    expect(await verifyPassword(member?.passwordHash ?? '', demoMember?.password ?? '')).toBe(true)
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('does not duplicate anything or overwrite staff edits when run again', async () => {
    await db.update(plans).set({ priceCents: 1499 }).where(eq(plans.slug, 'mini'))
    await seedDemoContent(db, storageDir)
    expect(await counts()).toEqual({ categories: 5, themes: 20, plans: 4, media: demoMedia.length, users: 3 })
    const [mini] = await db.select().from(plans).where(eq(plans.slug, 'mini'))
    expect(mini?.priceCents).toBe(1499)
  })

  it('creates or restores the configured admin account', async () => {
    await ensureAdminAccount(db, { email: 'Ops@Sosiego.app', password: 'Primera2026!' })
    await db.update(users).set({ isActive: false, role: 'visitor' }).where(eq(users.email, 'ops@sosiego.app'))
    await ensureAdminAccount(db, { email: 'ops@sosiego.app', password: 'Segunda2026!' })
    const rows = await db.select().from(users).where(eq(users.email, 'ops@sosiego.app'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ role: 'admin', isActive: true, isVerified: true })
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'Segunda2026!')).toBe(true)
    await database.destroy()
  })
})
