import { z } from 'zod'
import { es } from '../messages/common.ts'

/** Public ids are UUIDs, serialised as `_id` as the mobile apps expect. */
export const idSchema = z.uuid()

export const coverImageSchema = z.object({
  coverImageName: z.string(),
  coverImageUrl: z.string(),
})
export type CoverImage = z.infer<typeof coverImageSchema>

/**
 * The longest text a back-office search box takes (issue 28): a whole name and e-mail fit with room
 * to spare, and a pasted page of text is refused in Spanish instead of overflowing the request line.
 */
export const SEARCH_MAX_LENGTH = 100

/** A list's `search` query parameter, capped with a Spanish message. */
export const searchQuerySchema = z.string().trim().max(SEARCH_MAX_LENGTH, es['search.tooLong']).optional()

/**
 * Every failure the API answers: a Spanish message and a stable code (decision 012); a validation
 * failure names each field (`errors`), an unexpected one carries the request id to quote. The
 * OpenAPI document lists it under every error status a route can give (decision 099), as the
 * component `ErrorResponse`.
 */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' })
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** The envelope of list answers: `{ success, message, data: [...] }`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: z.array(item) })
}

/** `?isDeleted=false` as the clients send it; the only value a public list honours. */
export const listQuerySchema = z.object({
  isDeleted: z.enum(['true', 'false']).optional(),
})
