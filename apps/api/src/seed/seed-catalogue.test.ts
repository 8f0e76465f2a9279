import { access, copyFile, mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { catalogueMap } from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { categories, mediaItems, plans, reviews, subscriptions, themes, users } from '../db/schema/index.ts'
import { ensureAdminAccount } from '../modules/accounts/admin-account.ts'
import { audioDuration } from '../modules/catalog/catalog.files.ts'
import { totalPlaytime } from '../modules/stats/playtime.repository.ts'
import { verifyPassword } from '../modules/users/password-hashing.ts'
import { seedMediaFolder } from '../paths.ts'
import { createLocalDriver } from '../storage/local-driver.ts'
import { demoAccounts } from './accounts.ts'
import { DEMO_MEMBER_LISTENING_SECONDS } from './demo-member.ts'
import { seedDemoContent } from './index.ts'
import { readMp3 } from './long-audio.ts'
import { demoDatabase, expected } from './seed.test-helpers.ts'

// The demo seed's catalogue and files: what it writes (categories, themes, plans, media at their real
// length, covers), running it again over staff edits, the configured admin account, and a storage
// kept from an older seed. The demo accounts' history: seed-demo-activity.test.ts.
describe('demo content', async () => {
  const { db, storageDir, counts, demoMember } = await demoDatabase()
  const storedPath = (url: string | null) => path.join(storageDir, (url ?? '').replace(/^\/media\//, ''))

  it('seeds the catalogue, plans, media and demo accounts', async () => {
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    expect(await counts()).toEqual(expected)

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

  it('puts at least two active items in every theme and every category, an audio in every theme (issue 28)', async () => {
    const rows = await db
      .select({ theme: themes.slug, category: categories.slug, type: mediaItems.fileType })
      .from(mediaItems)
      .innerJoin(themes, eq(themes.id, mediaItems.themeId))
      .innerJoin(categories, eq(categories.id, themes.categoryId))
      .where(and(eq(mediaItems.isActive, true), eq(mediaItems.isDeleted, false)))
    const themeSlugs = catalogueMap.flatMap((category) => category.themes.map((theme) => theme.slug))
    expect(themeSlugs).toHaveLength(20)
    for (const slug of themeSlugs) {
      expect(rows.filter((row) => row.theme === slug).length, slug).toBeGreaterThanOrEqual(2)
      expect(
        rows.some((row) => row.theme === slug && row.type === 'audio'),
        slug,
      ).toBe(true)
    }
    for (const { slug } of catalogueMap)
      expect(rows.filter((row) => row.category === slug).length, slug).toBeGreaterThanOrEqual(2)
    // Each its own title and description.
    const media = await db.select().from(mediaItems)
    expect(new Set(media.map((item) => item.title)).size).toBe(media.length)
    expect(new Set(media.map((item) => item.description)).size).toBe(media.length)
  })

  it('stores every audio at its real length: 5 to 20 minutes, and its frames last what the catalogue says', async () => {
    const driver = createLocalDriver(storageDir)
    const audios = await db.select().from(mediaItems).where(eq(mediaItems.fileType, 'audio'))
    expect(audios.length).toBeGreaterThanOrEqual(20)
    for (const item of audios) {
      expect(item.duration, item.title).toBeGreaterThanOrEqual(5 * 60)
      expect(item.duration, item.title).toBeLessThanOrEqual(20 * 60)
      const file = await readFile(storedPath(item.audioUrl))
      const frames = readMp3(file)
      // No Info frame stating a clip's length; one bitrate, so the browser times it by its size.
      expect(frames.hadSummaryFrame, item.title).toBe(false)
      expect(frames.constantBitrate, item.title).toBe(true)
      expect(frames.frames.length, item.title).toBe(file.length)
      expect(Math.floor(frames.seconds), item.title).toBe(item.duration)
      // The reader the back office times an audio with agrees.
      const key = item.audioUrl.replace(/^\/media\//, '')
      expect(await audioDuration(driver, key, file.length), item.title).toBe(item.duration)
    }
    const videos = await db.select().from(mediaItems).where(eq(mediaItems.fileType, 'video'))
    expect(videos.length).toBeGreaterThanOrEqual(2)
    for (const item of videos) expect((await stat(storedPath(item.audioUrl))).size).toBeGreaterThan(10_000)
  })

  it('gives every category and every theme a cover of its own, small and stored', async () => {
    const rows = [
      ...(await db
        .select({ url: categories.coverImageUrl, name: categories.coverImageName })
        .from(categories)),
      ...(await db.select({ url: themes.coverImageUrl, name: themes.coverImageName }).from(themes)),
    ]
    expect(rows).toHaveLength(25)
    const urls = rows.map((row) => row.url)
    expect(new Set(urls).size).toBe(25)
    for (const row of rows) {
      expect(row.url).toMatch(/^\/media\/caratula-(categorias|temas)\/[a-z-]+\.webp$/)
      expect(row.name).toBe(path.basename(row.url ?? ''))
      // Committed files: a few kilobytes each.
      expect((await stat(storedPath(row.url))).size).toBeLessThan(10_000)
    }
  })

  it('does not duplicate anything or overwrite staff edits when run again', async () => {
    const { listeningDays: listeningBefore, progress: progressBefore } = await counts()
    const member = await demoMember()
    await db.update(plans).set({ priceCents: 1499 }).where(eq(plans.slug, 'mini'))
    // Staff hid the reviews: a restart must not show them again.
    const [hidden] = await db.update(reviews).set({ status: 'hidden' }).returning()
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    const [stillHidden] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, hidden?.id ?? ''))
    expect(stillHidden?.status).toBe('hidden')
    expect(await counts()).toEqual({ ...expected, listeningDays: listeningBefore, progress: progressBefore })
    const [mini] = await db.select().from(plans).where(eq(plans.slug, 'mini'))
    expect(mini?.priceCents).toBe(1499)
    expect(await totalPlaytime(db, member.id)).toBe(DEMO_MEMBER_LISTENING_SECONDS)

    // Staff ended the member's plan: a restart does not give it back.
    await db.update(subscriptions).set({ status: 'cancelled', endDate: new Date() })
    await seedDemoContent(db, storageDir, (await testConfig()).timeZone)
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))
    expect(rows.map((row) => row.status)).toEqual(['cancelled'])
  })

  it('creates or restores the configured admin account', async () => {
    await ensureAdminAccount(db, { email: 'Ops@Sosiego.app', password: 'Primera2026!' })
    await db.update(users).set({ isActive: false, role: 'visitor' }).where(eq(users.email, 'ops@sosiego.app'))
    await ensureAdminAccount(db, { email: 'ops@sosiego.app', password: 'Segunda2026!' })
    const rows = await db.select().from(users).where(eq(users.email, 'ops@sosiego.app'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ role: 'admin', isActive: true, isVerified: true })
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'Segunda2026!')).toBe(true)
  })
})

describe('demo audio over a storage kept from an older seed', async () => {
  it('records the length of the file already there, never the one it would have written (issue 28)', async () => {
    const database = await createTestDatabase()
    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-old-storage-'))
    // An older seed stored the 20 s clip under Lluvia serena's key; staff put a text under another.
    await mkdir(path.join(storageDir, 'audios'))
    await copyFile(
      path.join(seedMediaFolder, 'audios/lluvia-serena.mp3'),
      path.join(storageDir, 'audios/lluvia-serena.mp3'),
    )
    await writeFile(path.join(storageDir, 'audios/olas-del-mar.mp3'), 'no es un mp3')
    await seedDemoContent(database.db, storageDir, (await testConfig()).timeZone)
    const duration = async (title: string) =>
      (await database.db.select().from(mediaItems).where(eq(mediaItems.title, title)))[0]?.duration
    expect(await duration('Lluvia serena')).toBe(20)
    expect(await duration('Olas del mar')).toBe(0)
    expect(await duration('Cuenco tibetano')).toBe(600)
    await database.destroy()
  })
})
