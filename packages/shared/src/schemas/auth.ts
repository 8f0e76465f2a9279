import { z } from 'zod'
import { es } from '../messages/account.ts'
import { passwordSchema } from '../rules/password.ts'
import { userRoleValues } from '../rules/people-roles.ts'
import { subscriptionSchema } from './billing.ts'
import { idSchema } from './common.ts'
import { testResultSchema } from './test-result.ts'

export const userRoleSchema = z.enum(userRoleValues)

// A local part and a domain with a dot; the spec's extra rules on dots are checked separately.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** E-mail as the spec validates it (§5, in order), trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: es['account.emailRequired'] })
  .trim()
  .min(1, es['account.emailRequired'])
  .regex(emailPattern, es['account.emailInvalid'])
  .max(254, es['account.emailTooLong'])
  // The spec: no leading or trailing dot, and no '..', '@.' or '.@'.
  .refine((value) => !/^\.|\.$|\.\.|@\.|\.@/.test(value), es['account.emailInvalid'])
  .transform((value) => value.toLowerCase())

/** A new password: the spec's rules, and at most 128 characters (never truncated). */
export const newPasswordSchema = passwordSchema.max(128, es['account.passwordTooLong'])

const nameSchema = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, tooLong)

export const phoneSchema = z
  .string()
  .trim()
  .max(30, es['account.phoneInvalid'])
  .regex(/^[+\d\s()-]*$/, es['account.phoneInvalid'])

/** POST /api/users/register. Unknown fields (role, isVerified…) are dropped, never applied. */
export const registerBodySchema = z.object({
  name: nameSchema(es['account.nameRequired'], es['account.nameTooLong']),
  lastName: nameSchema(es['account.lastNameRequired'], es['account.lastNameTooLong']),
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema.optional(),
})
export type RegisterBody = z.infer<typeof registerBodySchema>

/** The registration's admin-mode fields (spec): only an admin may send them (decision 059). */
const adminModeFields = {
  planSlug: z.string().trim().min(1).optional().nullable(),
  subscriptionEndDate: z.iso.date().optional().nullable(),
}

/** POST /api/users/create (admin): registration in admin mode. */
export const createUserBodySchema = registerBodySchema.extend({
  role: userRoleSchema.default('tester'),
  ...adminModeFields,
})
export type CreateUserBody = z.infer<typeof createUserBodySchema>

/**
 * What POST /api/users/register accepts: the public form's fields, plus the admin-mode ones so that
 * a caller who sends them is answered (an admin: applied; anyone else: refused), never ignored.
 * Other unknown fields (isVerified…) are dropped.
 */
export const registerRequestSchema = registerBodySchema.extend({
  role: userRoleSchema.optional(),
  ...adminModeFields,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

/** Whether a registration asks for admin mode: any admin-mode field present, even null. */
export const isAdminModeRegistration = (body: RegisterRequest) =>
  body.role !== undefined || body.planSlug !== undefined || body.subscriptionEndDate !== undefined

export const loginBodySchema = z.object({
  email: z
    .string({ error: es['account.loginEmailRequired'] })
    .trim()
    .min(1, es['account.loginEmailRequired'])
    .max(254, es['account.emailTooLong'])
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: es['account.loginPasswordRequired'] })
    .min(1, es['account.loginPasswordRequired'])
    .max(1024, es['account.loginPasswordRequired']),
})

export const tokenBodySchema = z.object({ token: z.string().trim().min(16).max(200) })
export const optionalEmailBodySchema = z.object({ email: emailSchema.optional() })
export const emailBodySchema = z.object({ email: emailSchema })
export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(16).max(200),
  newPassword: newPasswordSchema,
})
export const updatePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: es['account.currentPasswordRequired'] })
    .min(1, es['account.currentPasswordRequired']),
  newPassword: newPasswordSchema,
})
/**
 * POST /api/users/delete-account (issue 18, decision 069): the password, or for an account without
 * one (created through Google) the account's e-mail typed again. The server says which was missing.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(1024).optional(),
  email: z.string().max(320).optional(),
})
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>

/**
 * PUT /api/users/update-password-google: sets the first password of a Google or temporary account,
 * under the same rules as every other new password (the spec's 6-character minimum for this form
 * is superseded: decision 048).
 */
export const setPasswordBodySchema = z.object({
  email: emailSchema,
  newPassword: newPasswordSchema,
  token: z.string().trim().min(16).max(200),
})
export const profileBodySchema = z.object({
  name: nameSchema(es['account.nameRequired'], es['account.nameTooLong']),
  lastName: nameSchema(es['account.lastNameRequired'], es['account.lastNameTooLong']),
  /** A data URL, only when a new image was chosen. */
  avatarImage: z.string().startsWith('data:').max(7_000_000, es['auth.avatarTooLarge']).optional(),
})

/** The session user of spec §3; the subscription and test fields fill in as those features land. */
export const sessionUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  /** Whether the account can sign in with a password (Google-created accounts cannot until they set one). */
  hasPassword: z.boolean(),
  /** Whether the account is linked to Google (its fresh sign-in proves it is them, decision 089). */
  signsInWithGoogle: z.boolean().optional(),
  tookTest: z.boolean(),
  testResult: testResultSchema.nullable(),
  /**
   * The member's consent to the processing of their test answers (health data, decision 100): when
   * and to which text version, or null. In force only for the current version (`healthConsentInForce`).
   */
  healthConsent: z.object({ givenAt: z.iso.datetime(), version: z.string() }).nullable().optional(),
  /**
   * The subscription in force now. Beyond the spec's status and plan, the server also sends the
   * subscription's id, dates and mini themes, and the plan's card fields (optional in the type so
   * that older answers still parse).
   */
  activeSubscription: z
    .object({
      _id: idSchema.optional(),
      status: z.string(),
      plan: z.object({
        _id: z.string(),
        slug: z.string(),
        name: z.string(),
        durationDays: z.number(),
        isTestSubscrionPlan: z.boolean(),
        description: z.string().optional(),
        price: z.number().optional(),
        currency: z.string().optional(),
        features: z.array(z.string()).optional(),
        fullCategoryAccess: z.boolean().optional(),
      }),
      startDate: z.iso.datetime().optional(),
      endDate: z.iso.datetime().nullable().optional(),
      createdAt: z.iso.datetime().optional(),
      themeId1: idSchema.nullable().optional(),
      themeId2: idSchema.nullable().optional(),
    })
    .nullable(),
  /** Back-office §3: the active subscription's period; null without one (endDate null: without end). */
  activeSubscriptionDate: z
    .object({ startDate: z.iso.datetime(), endDate: z.iso.datetime().nullable() })
    .nullable()
    .optional(),
  /** Every subscription of the user, newest first (Mi Suscripción's history reads it). */
  subscriptions: z.array(subscriptionSchema),
  /**
   * Issue 32: a renewal's charge failed and the provider is still retrying it (the plan is kept
   * meanwhile); the panel shows the 'Actualiza tu tarjeta' banner. Optional: older answers parse.
   */
  paymentPending: z.boolean().optional(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
})
export const validateTokenResponseSchema = z.object({
  isValid: z.boolean(),
  message: z.string(),
  user: sessionUserSchema.nullable(),
})
/** Answers that carry only the outcome. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() })
/**
 * POST /api/users/undo-email-change (decision 097): whether a pending change was cancelled, or a
 * confirmed one reversed (then every session of the account has ended, this browser's included).
 */
export const undoEmailChangeResponseSchema = messageResponseSchema.extend({
  outcome: z.enum(['cancelled', 'restored']),
})
/** PUT /api/users/profile answers `{ user }` at the top level as the spec reads it, and in data. */
export const profileResponseSchema = userResponseSchema.extend({ user: sessionUserSchema })

/** The states of a member's data export (decision 088; `revoked`: the member's sessions ended, decision 098). */
export const dataExportStatusValues = [
  'pending',
  'building',
  'ready',
  'failed',
  'expired',
  'revoked',
] as const

/**
 * GET /api/users/data-export: the member's newest copy of their data, if any, and from when they may
 * ask for another (`nextRequestAt` null: now).
 */
export const dataExportStateSchema = z.object({
  success: z.literal(true),
  data: z.object({
    export: z
      .object({
        _id: z.string(),
        status: z.enum(dataExportStatusValues),
        requestedAt: z.string(),
        readyAt: z.string().nullable(),
        expiresAt: z.string().nullable(),
        sizeBytes: z.number().nullable(),
      })
      .nullable(),
    nextRequestAt: z.string().nullable(),
  }),
})
export type DataExportState = z.infer<typeof dataExportStateSchema>['data']
