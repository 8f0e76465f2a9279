import { constants, createReadStream } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { catalogueMap } from '@sosiego/shared'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../modules/accounts/password-hashing.ts'
import type { StorageDriver } from '../../modules/files/storage/driver.ts'
import { seedMediaFolder } from '../../paths.ts'
import type { Database } from '../client.ts'
import { categories, mediaItems, plans, themes, users } from '../schema/index.ts'
import { demoAccounts } from './accounts.ts'
import { categoryCovers, demoMedia, themeCovers } from './demo-media.ts'
import { seedDemoMember } from './demo-member.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoTestResult } from './demo-test-result.ts'
import { signedUpAt } from './listening.ts'
import { demoPlans } from './plans.ts'
import { seedDemoReviews } from './reviews.ts'

/**
 * Puts a bundled media file into storage (once: an existing file is left alone) and answers its
 * name and URL. A directory means local storage there; a driver is whichever STORAGE_DRIVER chose.
 */
async function storeFile(storage: string | StorageDriver, relativePath: string) {
  const source = path.join(seedMediaFolder, relativePath)
  if (typeof storage === 'string') {
    const target = path.join(storage, relativePath)
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(source, target, constants.COPYFILE_EXCL).catch((error) => {
      if (error.code !== 'EEXIST') throw error
    })
  } else if (!(await storage.stat(relativePath))) {
    await storage.put(
      relativePath,
      createReadStream(source),
      seedContentTypes[path.extname(relativePath)] ?? 'application/octet-stream',
    )
  }
  return { name: path.basename(relativePath), url: `/media/${relativePath}` }
}

const seedContentTypes: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webp': 'image/webp',
}

/**
 * Demo content: categories and themes with their covers, plans, media, accounts (the demo member
 * with the full plan, weeks of listening and a test result), a few orders and public reviews.
 * Idempotent: what exists (by slug,
 * file URL or e-mail) is left as it is, so staff edits survive a restart.
 */
/** `timeZone` is the service's calendar (config.timeZone): seeded listening is filed on its days. */
export async function seedDemoContent(
  db: Database,
  storage: string | StorageDriver,
  timeZone: string,
): Promise<void> {
  const categoryCoverFiles = new Map<string, { name: string; url: string }>()
  for (const [slug, cover] of Object.entries(categoryCovers)) {
    categoryCoverFiles.set(slug, await storeFile(storage, cover))
  }
  const themeCoverFiles = new Map<string, { name: string; url: string }>()
  for (const [slug, cover] of Object.entries(themeCovers)) {
    themeCoverFiles.set(slug, await storeFile(storage, cover))
  }
  const mediaFiles = await Promise.all(
    demoMedia.map(async (item) => ({
      item,
      file: await storeFile(storage, item.file),
      cover: await storeFile(storage, item.cover),
    })),
  )
  const passwordHashes = await missingAccountHashes(db)

  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        catalogueMap.map((category, index) => ({
          slug: category.slug,
          name: category.name,
          description: category.description,
          order: index + 1,
          coverImageName: categoryCoverFiles.get(category.slug)?.name,
          coverImageUrl: categoryCoverFiles.get(category.slug)?.url,
        })),
      )
      .onConflictDoNothing({ target: categories.slug })

    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    )
    await tx
      .insert(themes)
      .values(
        catalogueMap.flatMap((category) =>
          category.themes.map((theme, index) => ({
            slug: theme.slug,
            name: theme.name,
            description: theme.description,
            categoryId: categoryIds.get(category.slug) as string,
            order: index + 1,
            coverImageName: themeCoverFiles.get(theme.slug)?.name,
            coverImageUrl: themeCoverFiles.get(theme.slug)?.url,
          })),
        ),
      )
      .onConflictDoNothing({ target: themes.slug })

    await tx.insert(plans).values(demoPlans).onConflictDoNothing({ target: plans.slug })

    const themeIds = new Map(
      (await tx.select({ id: themes.id, slug: themes.slug }).from(themes)).map((t) => [t.slug, t.id]),
    )
    const existingUrls = new Set(
      (
        await tx
          .select({ url: mediaItems.audioUrl })
          .from(mediaItems)
          .where(
            inArray(
              mediaItems.audioUrl,
              mediaFiles.map(({ file }) => file.url),
            ),
          )
      ).map((row) => row.url),
    )
    const newMedia = mediaFiles.filter(({ file }) => !existingUrls.has(file.url))
    if (newMedia.length > 0) {
      await tx.insert(mediaItems).values(
        newMedia.map(({ item, file, cover }, index) => ({
          title: item.title,
          description: item.description,
          fileType: item.fileType,
          themeId: themeIds.get(item.themeSlug) as string,
          duration: item.durationSeconds,
          audioName: file.name,
          audioUrl: file.url,
          coverImageName: cover.name,
          coverImageUrl: cover.url,
          tags: item.tags,
          order: index + 1,
        })),
      )
    }

    for (const account of demoAccounts) {
      const passwordHash = passwordHashes.get(account.email)
      if (!passwordHash) continue
      const { password: _, label: __, signedUpDaysAgo, ...fields } = account
      await tx
        .insert(users)
        .values({
          ...fields,
          passwordHash,
          isVerified: true,
          createdAt: signedUpAt(signedUpDaysAgo, timeZone),
        })
        .onConflictDoNothing({ target: users.email })
    }
  })
  await seedDemoReviews(db, timeZone)
  await seedDemoMember(db, timeZone)
  await seedDemoTestResult(db, timeZone)
  await seedDemoOrders(db)
}

/** Hashing is slow on purpose, so only the accounts still missing are hashed. */
async function missingAccountHashes(db: Database): Promise<Map<string, string>> {
  const hashes = new Map<string, string>()
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    if (!existing) hashes.set(account.email, await hashPassword(account.password))
  }
  return hashes
}
