import { z } from 'zod'
import { idSchema, listResponseSchema } from './common.ts'

export const planSchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  durationDays: z.number().int(),
  features: z.array(z.string()),
  categoryAccess: z.array(idSchema),
  fullCategoryAccess: z.boolean(),
  isActive: z.boolean(),
  order: z.number().int(),
  isFeatured: z.boolean(),
  /** Spelled so in the public contract. */
  isTestSubscrionPlan: z.boolean(),
  /** Issue 18: bought as a subscription that renews at each period's end until cancelled. */
  renews: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Plan = z.infer<typeof planSchema>

export const planListResponseSchema = listResponseSchema(planSchema)
export type PlanListResponse = z.infer<typeof planListResponseSchema>

/** GET /api/plans/name/{slug}: one plan on sale. */
export const planResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: planSchema,
})
