import { z } from 'zod'
import { es } from '../messages/common.ts'
import { normaliseTags } from '../rules/tags.ts'
import { coverImageSchema, idSchema, listQuerySchema, listResponseSchema } from './common.ts'

/** What categories and themes have in common. */
const catalogueEntryFields = {
  _id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  order: z.number().int(),
  coverImage: coverImageSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}

export const categorySchema = z.object(catalogueEntryFields)
export type Category = z.infer<typeof categorySchema>

export const categoryRefSchema = z.object({ _id: idSchema, name: z.string(), slug: z.string() })

export const themeSchema = z.object({ ...catalogueEntryFields, category: categoryRefSchema })
export type Theme = z.infer<typeof themeSchema>

export const categoryListResponseSchema = listResponseSchema(categorySchema)
export const themeListResponseSchema = listResponseSchema(themeSchema)

// ---- Content management (issue 7): what the back office sends, and the audio/video and PDF items.

/** A required text field: trimmed, with the spec's message when missing or blank. */
const requiredText = (message: string, max = 2000) =>
  z.string({ error: message }).trim().min(1, message).max(max, es['catalog.textTooLong'])

/** `coverImage` as forms send it; no image is `null` (or empty strings, read as null). */
export const coverImageInputSchema = z
  .object({
    coverImageName: z.string().max(300).optional().default(''),
    coverImageUrl: z.string().max(1000).optional().default(''),
  })
  .nullable()
  .transform((cover) => (cover?.coverImageUrl ? cover : null))

/** A reference sent as its id, or as the object that has it (`{ _id, name }`). */
const reference = (message: string, notFound: string) =>
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && '_id' in value ? (value as { _id: unknown })._id : value,
    z
      .string({ error: message })
      .min(1, message)
      .pipe(z.uuid({ error: notFound })),
  )

const orderSchema = z.number().int().min(0).max(1_000_000)

export const categoryInputSchema = z.object({
  name: requiredText(es['catalog.nameRequired'], 120),
  description: requiredText(es['catalog.descriptionRequired']),
  coverImage: coverImageInputSchema.optional(),
  isActive: z.boolean().optional(),
  order: orderSchema.optional(),
})
export const categoryUpdateSchema = categoryInputSchema.partial()
export type CategoryInput = z.infer<typeof categoryInputSchema>

export const themeInputSchema = z.object({
  name: requiredText(es['catalog.nameRequired'], 120),
  description: requiredText(es['catalog.descriptionRequired']),
  category: reference(es['catalog.categoryRequired'], es['catalog.categoryNotFound']),
  coverImage: coverImageInputSchema.optional(),
  isActive: z.boolean().optional(),
  order: orderSchema.optional(),
})
export const themeUpdateSchema = themeInputSchema.partial()
export type ThemeInput = z.infer<typeof themeInputSchema>

export const mediaFileTypeValues = ['audio', 'video'] as const
export const mediaFileTypeSchema = z.enum(mediaFileTypeValues)

/** Tags: trimmed, lower-cased, without blanks or repeats (spec §5). */
export const tagsSchema = z
  .array(z.string().max(40, es['catalog.tagTooLong']))
  .max(30, es['catalog.tooManyTags'])
  .transform(normaliseTags)

const mediaFileSchema = z.object({
  audioName: z.string().max(300).optional().default(''),
  audioUrl: z.string().max(1000).optional().default(''),
})

/**
 * The item's WebVTT (issue 34): a file of the `subtitulos` folder, or null (or an empty url) for
 * none. Absent: unchanged.
 */
const captionsInputSchema = z
  .object({
    name: z.string().max(300).optional().default(''),
    url: z.string().max(1000).optional().default(''),
  })
  .nullable()
  .transform((captions) => (captions?.url ? captions : null))

const mediaFields = {
  title: requiredText(es['catalog.titleRequired'], 200),
  description: requiredText(es['catalog.descriptionRequired']),
  theme: reference(es['catalog.themeRequired'], es['catalog.themeNotFound']),
  /** Optional: when sent, the theme must belong to it. */
  category: reference(es['catalog.categoryRequired'], es['catalog.categoryNotFound']).optional(),
  /** Seconds. Audio durations are read from the file on the server; this one is for videos. */
  duration: z.number().min(0).max(1_000_000).optional(),
  audio: mediaFileSchema.nullable().optional(),
  coverImage: coverImageInputSchema.optional(),
  tags: tagsSchema.optional(),
  order: orderSchema.optional(),
  isActive: z.boolean().optional(),
  fileType: mediaFileTypeSchema.optional(),
  captions: captionsInputSchema.optional(),
}

const fileRequired = (fileType: 'audio' | 'video' | undefined) =>
  fileType === 'video' ? es['catalog.videoFileRequired'] : es['catalog.audioFileRequired']

export const mediaInputSchema = z.object(mediaFields).superRefine((input, ctx) => {
  if (!input.audio?.audioUrl)
    ctx.addIssue({ code: 'custom', path: ['audio'], message: fileRequired(input.fileType) })
})
export const mediaUpdateSchema = z
  .object(mediaFields)
  .partial()
  .superRefine((input, ctx) => {
    if (input.audio !== undefined && !input.audio?.audioUrl)
      ctx.addIssue({ code: 'custom', path: ['audio'], message: fileRequired(input.fileType) })
  })
export type MediaInput = z.infer<typeof mediaInputSchema>
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>

const pdfFileSchema = z.object({
  name: z.string().max(300).optional().default(''),
  url: z.string().max(1000).optional().default(''),
})

export const pdfInputSchema = z
  .object({
    title: requiredText(es['catalog.titleRequired'], 200),
    pdf: pdfFileSchema.nullable().optional(),
    coverImage: coverImageInputSchema.optional(),
    isActive: z.boolean().optional(),
    order: orderSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.pdf?.url)
      ctx.addIssue({ code: 'custom', path: ['pdf'], message: es['catalog.pdfFileRequired'] })
  })
export const pdfUpdateSchema = z
  .object({
    title: requiredText(es['catalog.titleRequired'], 200),
    pdf: pdfFileSchema.nullable(),
    coverImage: coverImageInputSchema,
    isActive: z.boolean(),
    order: orderSchema,
  })
  .partial()
  .superRefine((input, ctx) => {
    if (input.pdf !== undefined && !input.pdf?.url)
      ctx.addIssue({ code: 'custom', path: ['pdf'], message: es['catalog.pdfFileRequired'] })
  })
export type PdfInput = z.infer<typeof pdfInputSchema>
export type PdfUpdate = z.infer<typeof pdfUpdateSchema>

/** An audio or video (spec: "Audio/video item", one entity). */
export const mediaItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  fileType: mediaFileTypeSchema,
  theme: z.object({
    _id: idSchema,
    name: z.string(),
    slug: z.string(),
    category: categoryRefSchema,
  }),
  duration: z.number().int(),
  audio: z.object({ audioName: z.string(), audioUrl: z.string() }),
  coverImage: coverImageSchema.nullable(),
  tags: z.array(z.string()),
  order: z.number().int(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /**
   * In a member's list: true when the member's plan does not reach the item (shown locked, with a
   * way to upgrade; no stream URL is issued for it). Absent in staff lists.
   */
  locked: z.boolean().optional(),
  /**
   * Issue 34: whether the item has a WebVTT file (captions of a video, the transcript of an audio),
   * fetched through `/api/audios/captions-url/{id}`. Always sent by this server; optional for the
   * answers of older ones.
   */
  hasCaptions: z.boolean().optional(),
  /** Staff only (Gestión de Contenido): the file itself, or null. Never in a member's answer. */
  captions: z.object({ name: z.string(), url: z.string() }).nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type MediaItem = z.infer<typeof mediaItemSchema>

/** A PDF: its file is `file` on read (`pdf` on write), as the spec says. */
export const pdfItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  file: z.object({ name: z.string(), url: z.string() }),
  coverImage: coverImageSchema.nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type PdfItem = z.infer<typeof pdfItemSchema>

export const mediaListResponseSchema = listResponseSchema(mediaItemSchema)
export const pdfListResponseSchema = listResponseSchema(pdfItemSchema)

/** The answer of a create, update or delete: the item as it now is. */
export function catalogueWriteResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: item })
}

/**
 * Catalogue lists: `includeInactive=true` (staff only) lists every item not deleted, or with
 * `isDeleted=true` the deleted ones; `fileType` narrows audio/video.
 */
export const catalogueListQuerySchema = listQuerySchema.extend({
  includeInactive: z.enum(['true', 'false']).optional(),
  fileType: mediaFileTypeSchema.optional(),
})
