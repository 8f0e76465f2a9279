import { z } from 'zod'
import { es } from '../messages/back-office.ts'
import { userGroupValues } from '../rules/people-roles.ts'
import { emailSchema, userRoleSchema } from './auth.ts'
import { idSchema, searchQuerySchema } from './common.ts'
import { testHistoryEntrySchema } from './questionnaire.ts'

/** A query-string flag: 'true' / '1' switch it on. */
const flagSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** GET /api/users/list: paging and the screens' filters, all optional (the apps call it bare). */
export const userListQuerySchema = z.object({
  group: z.enum(userGroupValues).default('all'),
  search: searchQuerySchema,
  role: userRoleSchema.optional(),
  withTests: flagSchema,
  withActiveSubscription: flagSchema,
  /** Issue 32: members whose renewal was declined and is still being retried ('Pago pendiente'). */
  withPaymentPending: flagSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>
/** The export takes the same filters, without paging: it is the whole filtered set. */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, pageSize: true })
export type UserExportQuery = z.infer<typeof userExportQuerySchema>

const planRefSchema = z.object({ _id: idSchema, name: z.string(), slug: z.string() })

/** The user entity as staff see it (back-office §3). */
export const adminUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  /**
   * A new address asked for and not yet confirmed from itself (issue 27, decision 097): until then
   * `email` is still the account's address for sign-in, mail and resets.
   */
  pendingEmail: z.string().nullable().optional(),
  role: userRoleSchema,
  phone: z.string().nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  testHistory: z.array(testHistoryEntrySchema),
  activeSubscription: z
    .object({
      _id: idSchema,
      status: z.string(),
      plan: planRefSchema,
    })
    .nullable(),
  activeSubscriptionDate: z
    .object({ startDate: z.iso.datetime(), endDate: z.iso.datetime().nullable() })
    .nullable(),
  subscriptions: z.array(
    z.object({
      _id: idSchema,
      status: z.string(),
      plan: planRefSchema,
      startDate: z.iso.datetime(),
      endDate: z.iso.datetime().nullable(),
    }),
  ),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const userListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(adminUserSchema),
  pagination: z.object({
    page: z.number(),
    pageSize: z.number(),
    /** Users matching the filters ('N'). */
    total: z.number(),
    /** Users in the role group, unfiltered ('M total'). */
    groupTotal: z.number(),
    pages: z.number(),
  }),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(100)

/**
 * PUT /api/users/update/{id}: the edit form's fields (back-office §3, §5), or `{ isActive }` alone.
 * Every field is optional so that either shape (and the apps' partial updates) validates.
 */
export const userUpdateBodySchema = z.object({
  name: requiredText(es['people.nameRequired']).optional(),
  lastName: requiredText(es['people.lastNameRequired']).optional(),
  email: z
    .string({ error: es['people.emailRequired'] })
    .trim()
    .min(1, es['people.emailRequired'])
    .pipe(emailSchema)
    .optional(),
  role: userRoleSchema.optional(),
  planSlug: z.string().trim().max(100).nullable().optional(),
  subscriptionDuration: z.enum(['infinite', 'limited']).optional(),
  subscriptionEndDate: z.iso.date().nullable().optional(),
  isActive: z.boolean().optional(),
})
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>

/** One entry of a user's audit trail (issue 14). */
export const userChangeSchema = z.object({
  _id: idSchema,
  action: z.string(),
  actor: z.object({ _id: idSchema.nullable(), name: z.string() }),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.iso.datetime(),
})
export type UserChange = z.infer<typeof userChangeSchema>

export const userUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminUserSchema,
})
export const userChangesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(userChangeSchema),
})
