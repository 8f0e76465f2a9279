import type { CategoryInput, MediaInput, MediaUpdate, PdfInput, PdfUpdate, ThemeInput } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, mediaItems, pdfs, themes } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { dayInZone } from '../../lib/period.ts'
import type { StorageDriver } from '../../storage/driver.ts'
import { audioDuration, checkCaptions, checkCover, requireLibraryFile } from './catalog.files.ts'
import { findCurrent, findMediaById, slugTaken } from './catalog.repository.ts'
import { toCatalogueEntry, toPdfItem, toStaffMediaItem, toTheme } from './catalog.service.ts'

export interface CatalogueContext {
  db: Database
  storage: StorageDriver
  /** TIME_ZONE: the day an item's captions start counting from is a calendar day there. */
  timeZone: string
}

/** `Relaciones y Pareja` → `relaciones-y-pareja`. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'sin-nombre'
  )
}

/** A slug no row has ever had (deleted rows keep theirs), numbered when the name repeats. */
async function uniqueSlug(db: Database, table: typeof categories | typeof themes, name: string) {
  const base = slugify(name)
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await slugTaken(db, table, slug))) return slug
  }
}

/**
 * The captions columns for what a form sent (undefined: unchanged). `captionsSince` is the day the
 * item first had captions since it last had none (decision 120): replacing the file keeps it.
 */
function captionsColumns(
  captions: { name: string; url: string } | null | undefined,
  hadCaptions: boolean,
  today: string,
) {
  if (captions === undefined) return {}
  if (captions === null) return { captionsName: null, captionsUrl: null, captionsSince: null }
  return {
    captionsName: captions.name || decodeURIComponent(captions.url.slice(captions.url.lastIndexOf('/') + 1)),
    captionsUrl: captions.url,
    ...(hadCaptions ? {} : { captionsSince: today }),
  }
}

const coverColumns = (cover: { coverImageName: string; coverImageUrl: string } | null | undefined) =>
  cover === undefined
    ? {}
    : { coverImageName: cover?.coverImageName || null, coverImageUrl: cover?.coverImageUrl || null }

/** Only the fields a request sent: a toggle sends `{ isActive }` and changes nothing else. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

async function requireCurrent<T extends typeof categories | typeof themes | typeof mediaItems | typeof pdfs>(
  db: Database,
  table: T,
  id: string,
) {
  const row = await findCurrent(db, table, id)
  if (!row) throw new AppError('catalog.notFound', 404)
  return row
}

async function requireCategory(db: Database, id: string) {
  const category = await findCurrent(db, categories, id)
  if (!category) throw new AppError('catalog.categoryNotFound', 400)
  return category
}

async function requireTheme(db: Database, id: string) {
  const theme = await findCurrent(db, themes, id)
  if (!theme) throw new AppError('catalog.themeNotFound', 400)
  return theme
}

// ---- Categories: created active with order 1 unless the form says otherwise.

export async function createCategory(ctx: CatalogueContext, input: CategoryInput) {
  const cover = await checkCover(ctx.storage, input.coverImage)
  const [row] = await ctx.db
    .insert(categories)
    .values({
      name: input.name,
      slug: await uniqueSlug(ctx.db, categories, input.name),
      description: input.description,
      ...coverColumns(cover),
      isActive: input.isActive ?? true,
      order: input.order ?? 1,
    })
    .returning()
  return toCatalogueEntry(row as typeof categories.$inferSelect)
}

export async function updateCategory(ctx: CatalogueContext, id: string, input: Partial<CategoryInput>) {
  await requireCurrent(ctx.db, categories, id)
  const cover = await checkCover(ctx.storage, input.coverImage)
  // The slug stays: the wellbeing test's map and saved results refer to it.
  const [row] = await ctx.db
    .update(categories)
    .set({
      ...defined({
        name: input.name,
        description: input.description,
        isActive: input.isActive,
        order: input.order,
      }),
      ...coverColumns(cover),
    })
    .where(eq(categories.id, id))
    .returning()
  return toCatalogueEntry(row as typeof categories.$inferSelect)
}

export async function deleteCategory(ctx: CatalogueContext, id: string) {
  await requireCurrent(ctx.db, categories, id)
  const [row] = await ctx.db
    .update(categories)
    .set({ isDeleted: true })
    .where(eq(categories.id, id))
    .returning()
  return toCatalogueEntry(row as typeof categories.$inferSelect)
}

// ---- Themes: each in a category that exists.

export async function createTheme(ctx: CatalogueContext, input: ThemeInput) {
  const category = await requireCategory(ctx.db, input.category)
  const cover = await checkCover(ctx.storage, input.coverImage)
  const [row] = await ctx.db
    .insert(themes)
    .values({
      name: input.name,
      slug: await uniqueSlug(ctx.db, themes, input.name),
      description: input.description,
      categoryId: category.id,
      ...coverColumns(cover),
      isActive: input.isActive ?? true,
      order: input.order ?? 1,
    })
    .returning()
  return toTheme(row as typeof themes.$inferSelect, category)
}

export async function updateTheme(ctx: CatalogueContext, id: string, input: Partial<ThemeInput>) {
  const current = await requireCurrent(ctx.db, themes, id)
  const category = await requireCategory(ctx.db, input.category ?? current.categoryId)
  const cover = await checkCover(ctx.storage, input.coverImage)
  const [row] = await ctx.db
    .update(themes)
    .set({
      ...defined({
        name: input.name,
        description: input.description,
        isActive: input.isActive,
        order: input.order,
        categoryId: input.category,
      }),
      ...coverColumns(cover),
    })
    .where(eq(themes.id, id))
    .returning()
  return toTheme(row as typeof themes.$inferSelect, category)
}

export async function deleteTheme(ctx: CatalogueContext, id: string) {
  const current = await requireCurrent(ctx.db, themes, id)
  const [row] = await ctx.db.update(themes).set({ isDeleted: true }).where(eq(themes.id, id)).returning()
  const [category] = await ctx.db.select().from(categories).where(eq(categories.id, current.categoryId))
  return toTheme(row as typeof themes.$inferSelect, category as typeof categories.$inferSelect)
}

// ---- Audio and video: one entity, created inactive, its file in audios/ or videos/.

const mediaFolder = { audio: 'audios', video: 'videos' } as const

/** The theme (and its category, when the form sent one) and the file, checked together. */
async function checkMedia(
  ctx: CatalogueContext,
  fileType: 'audio' | 'video',
  themeId: string,
  category: string | undefined,
  audioUrl: string | undefined,
  clientDuration: number | undefined,
) {
  const theme = await requireTheme(ctx.db, themeId)
  if (category !== undefined && theme.categoryId !== category) {
    await requireCategory(ctx.db, category)
    throw new AppError('catalog.themeNotInCategory', 400)
  }
  if (audioUrl === undefined) return { theme }
  const folder = mediaFolder[fileType]
  const file = await requireLibraryFile(ctx.storage, audioUrl, (f) => f === folder, folder)
  // Audio: the file's own duration. Video: the browser's reading, floored (0 when it failed).
  const duration =
    (fileType === 'audio' ? await audioDuration(ctx.storage, file.key, file.size) : undefined) ??
    Math.floor(clientDuration ?? 0)
  return { theme, duration, url: file.url }
}

export async function createMedia(ctx: CatalogueContext, input: MediaInput) {
  const fileType = input.fileType ?? 'audio'
  const audio = input.audio as { audioName: string; audioUrl: string }
  const { duration, url } = await checkMedia(
    ctx,
    fileType,
    input.theme,
    input.category,
    audio.audioUrl,
    input.duration,
  )
  const cover = await checkCover(ctx.storage, input.coverImage)
  const captions = await checkCaptions(ctx.storage, input.captions)
  const [row] = await ctx.db
    .insert(mediaItems)
    .values({
      ...captionsColumns(captions, false, dayInZone(new Date(), ctx.timeZone)),
      title: input.title,
      description: input.description,
      fileType,
      themeId: input.theme,
      duration: duration ?? 0,
      audioName:
        audio.audioName || decodeURIComponent((url as string).slice((url as string).lastIndexOf('/') + 1)),
      audioUrl: url as string,
      ...coverColumns(cover),
      tags: input.tags ?? [],
      order: input.order ?? 1,
      // Spec §4: a new audio or video starts inactive, whatever the form sent; staff switch it on.
      isActive: false,
    })
    .returning({ id: mediaItems.id })
  return toStaffMediaItem(await mediaRow(ctx.db, (row as { id: string }).id))
}

async function mediaRow(db: Database, id: string) {
  const row = await findMediaById(db, id)
  if (!row) throw new AppError('catalog.notFound', 404)
  return row
}

export async function updateMedia(ctx: CatalogueContext, id: string, input: MediaUpdate) {
  const current = await requireCurrent(ctx.db, mediaItems, id)
  const fileType = input.fileType ?? current.fileType
  // The file is checked again when it or the type changes; the theme when it or the category does.
  const fileChanged = input.audio !== undefined || input.fileType !== undefined
  const themeChanged = input.theme !== undefined || input.category !== undefined
  let duration: number | undefined
  let url: string | undefined
  if (fileChanged || themeChanged) {
    const checked = await checkMedia(
      ctx,
      fileType,
      input.theme ?? current.themeId,
      input.category,
      fileChanged ? (input.audio?.audioUrl ?? current.audioUrl) : undefined,
      input.duration,
    )
    duration = checked.duration
    url = checked.url
  } else if (fileType === 'video' && input.duration !== undefined) duration = Math.floor(input.duration)
  const cover = await checkCover(ctx.storage, input.coverImage)
  const captions = await checkCaptions(ctx.storage, input.captions)
  const audio = input.audio ?? undefined
  await ctx.db
    .update(mediaItems)
    .set({
      ...captionsColumns(captions, current.captionsUrl !== null, dayInZone(new Date(), ctx.timeZone)),
      ...defined({
        title: input.title,
        description: input.description,
        fileType: input.fileType,
        themeId: input.theme,
        duration,
        audioName:
          audio && url
            ? audio.audioName || decodeURIComponent(url.slice(url.lastIndexOf('/') + 1))
            : undefined,
        audioUrl: audio ? url : undefined,
        tags: input.tags,
        order: input.order,
        isActive: input.isActive,
      }),
      ...coverColumns(cover),
    })
    .where(eq(mediaItems.id, id))
  return toStaffMediaItem(await mediaRow(ctx.db, id))
}

export async function deleteMedia(ctx: CatalogueContext, id: string) {
  await requireCurrent(ctx.db, mediaItems, id)
  await ctx.db.update(mediaItems).set({ isDeleted: true }).where(eq(mediaItems.id, id))
  return toStaffMediaItem(await mediaRow(ctx.db, id))
}

// ---- PDFs: created active, the file in archivos-pdf/.

const checkPdfFile = (ctx: CatalogueContext, url: string) =>
  requireLibraryFile(ctx.storage, url, (folder) => folder === 'archivos-pdf', 'archivos-pdf')

const pdfName = (pdf: { name: string; url: string }) =>
  pdf.name || decodeURIComponent(pdf.url.slice(pdf.url.lastIndexOf('/') + 1))

export async function createPdf(ctx: CatalogueContext, input: PdfInput) {
  const pdf = input.pdf as { name: string; url: string }
  const { url } = await checkPdfFile(ctx, pdf.url)
  const cover = await checkCover(ctx.storage, input.coverImage)
  const [row] = await ctx.db
    .insert(pdfs)
    .values({
      title: input.title,
      fileName: pdfName({ ...pdf, url }),
      fileUrl: url,
      ...coverColumns(cover),
      isActive: input.isActive ?? true,
      order: input.order ?? 1,
    })
    .returning()
  return toPdfItem(row as typeof pdfs.$inferSelect)
}

export async function updatePdf(ctx: CatalogueContext, id: string, input: PdfUpdate) {
  await requireCurrent(ctx.db, pdfs, id)
  const url = input.pdf ? (await checkPdfFile(ctx, input.pdf.url)).url : undefined
  const cover = await checkCover(ctx.storage, input.coverImage)
  const [row] = await ctx.db
    .update(pdfs)
    .set({
      ...defined({
        title: input.title,
        isActive: input.isActive,
        order: input.order,
        fileName: input.pdf && url ? pdfName({ ...input.pdf, url }) : undefined,
        fileUrl: url,
      }),
      ...coverColumns(cover),
    })
    .where(eq(pdfs.id, id))
    .returning()
  return toPdfItem(row as typeof pdfs.$inferSelect)
}

export async function deletePdf(ctx: CatalogueContext, id: string) {
  await requireCurrent(ctx.db, pdfs, id)
  const [row] = await ctx.db.update(pdfs).set({ isDeleted: true }).where(eq(pdfs.id, id)).returning()
  return toPdfItem(row as typeof pdfs.$inferSelect)
}
