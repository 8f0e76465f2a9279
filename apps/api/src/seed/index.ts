import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { catalogueMap } from '@sosiego/shared'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { demoInvoiceIssuer } from '../config.ts'
import type { Database } from '../db/client.ts'
import { categories, mediaItems, plans, themes, users } from '../db/schema/index.ts'
import { addZonedDays, dayInZone } from '../lib/period.ts'
import { invoicePaidOrdersWithout } from '../modules/billing/index.ts'
import { refreshBusiness } from '../modules/business/index.ts'
import { hashPassword } from '../modules/users/index.ts'
import { seedMediaFolder } from '../paths.ts'
import type { StorageDriver } from '../storage/driver.ts'
import { createLocalDriver } from '../storage/local-driver.ts'
import { mediaTypeOf } from '../storage/media-types.ts'
import { demoAccounts } from './accounts.ts'
import { seedBusinessHistory } from './business-history.ts'
import { seedDailyPicks } from './daily-picks.ts'
import { demoCaptions, demoCaptionsKey } from './demo-captions.ts'
import {
  categoryCovers,
  type DemoAudio,
  type DemoMediaItem,
  demoMedia,
  themeCovers,
} from './demo-media/index.ts'
import { seedDemoMember } from './demo-member.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoPaymentPending } from './demo-payment-pending.ts'
import { seedDemoReminder } from './demo-reminder.ts'
import { seedDemoTestResult } from './demo-test-result.ts'
import { signedUpAt } from './listening.ts'
import { loopClip, readMp3 } from './long-audio.ts'
import { demoPlans } from './plans.ts'
import { seedDemoPrograms } from './programs.ts'
import { seedDemoReviews } from './reviews.ts'

type StoredFile = { name: string; url: string }

const stored = (key: string): StoredFile => ({ name: path.basename(key), url: `/media/${key}` })

/**
 * Puts a bundled media file (`source`, relative to the media folder) into storage under `key`,
 * once: an existing file is left alone. Answers its name and URL.
 */
async function storeFile(storage: StorageDriver, key: string, source = key): Promise<StoredFile> {
  if (!(await storage.stat(key)))
    await storage.put(key, createReadStream(path.join(seedMediaFolder, source)), mediaTypeOf(key))
  return stored(key)
}

/**
 * Writes a demo audio at its real length (its clip looped, ./long-audio.ts) under its key, once,
 * and answers how long the stored file lasts. A file already there is left alone: when it is the
 * one this would write (same size) its length is known; anything else under the key (a clip an
 * older seed stored there, a file staff uploaded) is timed by walking its own frames.
 */
async function storeLongAudio(
  storage: StorageDriver,
  item: DemoAudio,
  clips: Map<string, Promise<Buffer>>,
): Promise<StoredFile & { durationSeconds: number }> {
  let clip = clips.get(item.clip)
  if (!clip) {
    clip = readFile(path.join(seedMediaFolder, item.clip))
    clips.set(item.clip, clip)
  }
  const long = loopClip(await clip, item.minutes * 60)
  const existing = await storage.stat(item.file)
  if (!existing) await storage.put(item.file, long.stream(), mediaTypeOf(item.file))
  else if (existing.size !== long.byteLength)
    return { ...stored(item.file), durationSeconds: await storedMp3Seconds(storage, item.file) }
  return { ...stored(item.file), durationSeconds: long.durationSeconds }
}

/**
 * Writes a demo item's WebVTT (./demo-captions.ts, fitted to its length) under its key, once.
 * `fresh`: written now — only then is it attached to an item that has none, so captions staff
 * removed are not put back at the next start.
 */
async function storeCaptions(
  storage: StorageDriver,
  item: DemoMediaItem,
  seconds: number,
): Promise<StoredFile & { fresh: boolean }> {
  const key = demoCaptionsKey(item)
  const fresh = !(await storage.stat(key))
  if (fresh) await storage.put(key, Readable.from([demoCaptions(item, seconds)]), mediaTypeOf(key))
  return { ...stored(key), fresh }
}

/** How long a stored MP3 lasts, by its own frames; 0 (the catalogue's unknown) when it is no MP3. */
async function storedMp3Seconds(storage: StorageDriver, key: string): Promise<number> {
  const body = await storage.read(key)
  if (!body) return 0
  try {
    return Math.floor(readMp3(await buffer(body)).seconds)
  } catch {
    return 0
  }
}

/**
 * Demo content: categories and themes with their covers, plans, media (two or more per theme, the
 * audios written at their real length), accounts (the demo member with the full plan, weeks of
 * listening and a test result), a few orders and public reviews. Idempotent: what exists (by slug,
 * file URL, title or e-mail) is left as it is, so staff edits survive a restart.
 */
/** `timeZone` is the service's calendar (config.timeZone): seeded listening is filed on its days. */
export async function seedDemoContent(
  db: Database,
  storageOrDir: string | StorageDriver,
  timeZone: string,
  /** Issue 32: the demo charges' invoices are issued with these (config.tax, config.invoiceIssuer). */
  invoicing: { taxRatePercent: number; issuer: { name: string; taxId: string; address: string } } = {
    taxRatePercent: 21,
    issuer: demoInvoiceIssuer,
  },
  /**
   * Issue 33: also a year of demo clients' business history (./business-history.ts). The server
   * asks for it; the API's tests, which count the demo's orders, plans and listening, do not.
   */
  { history = false }: { history?: boolean } = {},
): Promise<void> {
  const storage = typeof storageOrDir === 'string' ? createLocalDriver(storageOrDir) : storageOrDir
  const categoryCoverFiles = new Map<string, { name: string; url: string }>()
  for (const [slug, cover] of Object.entries(categoryCovers)) {
    categoryCoverFiles.set(slug, await storeFile(storage, cover))
  }
  const themeCoverFiles = new Map<string, { name: string; url: string }>()
  for (const [slug, cover] of Object.entries(themeCovers)) {
    themeCoverFiles.set(slug, await storeFile(storage, cover))
  }
  const clips = new Map<string, Promise<Buffer>>()
  const mediaFiles: {
    item: (typeof demoMedia)[number]
    file: StoredFile & { durationSeconds: number }
    cover: StoredFile
    captions: StoredFile & { fresh: boolean }
  }[] = []
  // One at a time: tens of megabytes of audio are written, a clip's worth at a time.
  for (const item of demoMedia) {
    const file =
      item.fileType === 'audio'
        ? await storeLongAudio(storage, item, clips)
        : { ...(await storeFile(storage, item.file, item.source)), durationSeconds: item.durationSeconds }
    const captions = await storeCaptions(storage, item, file.durationSeconds)
    mediaFiles.push({ item, file, cover: await storeFile(storage, item.cover), captions })
  }
  const passwordHashes = await missingAccountHashes(db)
  // The demo's items have had their captions all along: since before the year of listening the
  // seed files (decision 120), so the statistics' captions share counts that listening too.
  const captionsSince = dayInZone(addZonedDays(new Date(), -400, timeZone), timeZone)

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
    // An item is there when its file is, or its title is (an older seed's item of that name, on
    // another file, is not doubled).
    const existing = await tx
      .select({ url: mediaItems.audioUrl, title: mediaItems.title })
      .from(mediaItems)
      .where(
        or(
          inArray(
            mediaItems.audioUrl,
            mediaFiles.map(({ file }) => file.url),
          ),
          inArray(
            mediaItems.title,
            mediaFiles.map(({ item }) => item.title),
          ),
        ),
      )
    const existingUrls = new Set(existing.map((row) => row.url))
    const existingTitles = new Set(existing.map((row) => row.title))
    const newMedia = mediaFiles.filter(
      ({ item, file }) => !existingUrls.has(file.url) && !existingTitles.has(item.title),
    )
    if (newMedia.length > 0) {
      await tx.insert(mediaItems).values(
        newMedia.map(({ item, file, cover, captions }, index) => ({
          title: item.title,
          description: item.description,
          fileType: item.fileType,
          themeId: themeIds.get(item.themeSlug) as string,
          duration: file.durationSeconds,
          audioName: file.name,
          audioUrl: file.url,
          coverImageName: cover.name,
          coverImageUrl: cover.url,
          captionsName: captions.name,
          captionsUrl: captions.url,
          captionsSince,
          tags: item.tags,
          order: index + 1,
        })),
      )
    }
    // A database seeded before captions existed (issue 34): its demo items get theirs once.
    for (const { file, captions } of mediaFiles.filter(({ captions }) => captions.fresh))
      await tx
        .update(mediaItems)
        .set({ captionsName: captions.name, captionsUrl: captions.url, captionsSince })
        .where(and(eq(mediaItems.audioUrl, file.url), isNull(mediaItems.captionsUrl)))

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
  await seedDemoPrograms(db)
  await seedDemoMember(db, timeZone)
  await seedDemoTestResult(db, timeZone)
  await seedDemoOrders(db)
  await seedDemoPaymentPending(db)
  // Issue 33: a year of clients, payments, cancellations and listening for the Negocio page; its
  // charges are invoiced with the other demo orders just below.
  if (history) await seedBusinessHistory(db, timeZone)
  await invoicePaidOrdersWithout(db, invoicing, timeZone)
  await seedDailyPicks(db, timeZone)
  await seedDemoReminder(db)
  // Its figures are ready when the server opens, not at the refresh pass's next minute (and its
  // cohorts not at the next hour): a first visit to Negocio would show an empty business.
  if (history) await refreshBusiness(db, { timeZone })
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
