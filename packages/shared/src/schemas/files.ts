import { z } from 'zod'

/** An entry of the file library (back-office spec, "File item"). */
export const fileItemSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number(),
  lastModified: z.string(),
  isDirectory: z.boolean(),
  /**
   * Audio, video and PDFs are not public: a signed URL, valid for minutes, for the staff member's
   * preview. `url` stays the file's lasting address, the one the catalogue stores.
   */
  previewUrl: z.string().optional(),
})
export type FileItem = z.infer<typeof fileItemSchema>

/** `GET /api/cdnFiles/{path}`: `{ success, data: { items, path }, message }`. */
export const fileListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ items: z.array(fileItemSchema), path: z.string() }),
})

export const rejectedFileSchema = z.object({ name: z.string(), message: z.string() })

/**
 * `POST /api/upload/{folder}`: the files stored (`items`) and those refused with why (`rejected`),
 * with the folder's allowed extensions for the 'Formato no permitido' dialog. 200 when at least one
 * file was stored, 415 when every file was refused.
 */
export const uploadResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
  data: z.object({
    path: z.string(),
    items: z.array(fileItemSchema),
    rejected: z.array(rejectedFileSchema),
    allowed: z.array(z.string()),
  }),
})
export type UploadResult = z.infer<typeof uploadResultSchema>

export const deleteFileResponseSchema = z.object({ success: z.literal(true), message: z.string() })
