import { z } from 'zod'
import { coverImageSchema, idSchema, listResponseSchema } from './common.ts'

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
