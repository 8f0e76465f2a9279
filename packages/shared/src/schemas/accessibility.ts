import { z } from 'zod'
import { siteAccessibilityTexts as es } from '../messages/areas/site-accessibility.ts'
import { idSchema } from './common.ts'

/** An optional free text: trimmed, empty taken as not given, capped with a Spanish message. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null)

/**
 * POST /api/accessibility/reports: the statement's form (issue 34). Anyone may send it, signed in or
 * not; the address is required, so staff can answer within the 20 working days the statement promises.
 */
export const accessibilityReportBodySchema = z.object({
  name: optionalText(100, es['accessibility.form.nameTooLong']),
  email: z
    .string({ error: es['accessibility.form.emailRequired'] })
    .trim()
    .min(1, es['accessibility.form.emailRequired'])
    .max(254, es['accessibility.form.emailInvalid'])
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, es['accessibility.form.emailInvalid'])
    .refine((value) => !/^\.|\.$|\.\.|@\.|\.@/.test(value), es['accessibility.form.emailInvalid'])
    .transform((value) => value.toLowerCase()),
  page: optionalText(300, es['accessibility.form.pageTooLong']),
  message: z
    .string({ error: es['accessibility.form.messageRequired'] })
    .trim()
    .min(1, es['accessibility.form.messageRequired'])
    .min(10, es['accessibility.form.messageTooShort'])
    .max(5000, es['accessibility.form.messageTooLong']),
})
export type AccessibilityReportBody = z.input<typeof accessibilityReportBodySchema>

export const accessibilityReportReceivedSchema = z.object({ success: z.literal(true), message: z.string() })

/** One report as the back office lists it. */
export const accessibilityReportSchema = z.object({
  _id: idSchema,
  name: z.string().nullable(),
  email: z.string(),
  page: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
})
export type AccessibilityReport = z.infer<typeof accessibilityReportSchema>

/** How many reports one page of the back office's list shows. */
export const accessibilityReportsPageSize = 20

export const accessibilityReportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** GET /api/accessibility/reports (admin, crmUser): newest first; `count` is every report. */
export const accessibilityReportListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(accessibilityReportSchema),
  count: z.number().int().min(0),
})
export type AccessibilityReportListResponse = z.infer<typeof accessibilityReportListResponseSchema>
