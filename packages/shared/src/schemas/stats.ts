import { z } from 'zod'
import { es } from '../messages/common.ts'
import { idSchema } from './common.ts'

/**
 * The back office's listening statistics (back-office spec §7, decision 062). `{id}` in the CRM
 * calls is a member's id (that member's listening) or `all` (everyone's).
 */
export const statsScopeAll = 'all'
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const statsScopeSchema = z
  .string()
  .refine((value) => value === statsScopeAll || uuidPattern.test(value), {
    message: es['stats.scopeInvalid'],
  })
  .meta({ description: 'A user id, or `all` for everyone' })
export const statsScopeParamsSchema = z.object({ id: statsScopeSchema })

/** How many rows a top list answers by default (the page shows the top 5, spec §9). */
export const statsTopDefault = 5
export const statsTopLimitSchema = z.coerce
  .number({ error: es['stats.limitInvalid'] })
  .int(es['stats.limitInvalid'])
  .min(1, es['stats.limitInvalid'])
  .max(100, es['stats.limitInvalid'])
  .default(statsTopDefault)

/**
 * Of the members who started an item in the period (first counted listening with a position), how
 * many reached a quarter, half, three quarters and the end of it.
 */
export const retentionSchema = z.object({
  started: z.number().int(),
  reached25: z.number().int(),
  reached50: z.number().int(),
  reached75: z.number().int(),
  completed: z.number().int(),
})
export type Retention = z.infer<typeof retentionSchema>

/** Spec rows (`audioId`, `totalSeconds`) plus what the page shows beside them. */
export const audioPlaytimeRowSchema = z.object({
  audioId: idSchema,
  totalSeconds: z.number().int(),
  title: z.string(),
  fileType: z.enum(['audio', 'video']),
  /** Seconds; 0 when unknown (then `retention` is null: there is nothing to divide by). */
  duration: z.number().int(),
  retention: retentionSchema.nullable(),
})
export type AudioPlaytimeRow = z.infer<typeof audioPlaytimeRowSchema>

export const themePlaytimeRowSchema = z.object({
  themeId: idSchema,
  totalSeconds: z.number().int(),
  name: z.string(),
})
export type ThemePlaytimeRow = z.infer<typeof themePlaytimeRowSchema>

export const categoryPlaytimeRowSchema = z.object({
  categoryId: idSchema,
  totalSeconds: z.number().int(),
  name: z.string(),
})
export type CategoryPlaytimeRow = z.infer<typeof categoryPlaytimeRowSchema>

/** Did the wellbeing test's recommendations get played? (beyond the spec, decision 062) */
export const recommendationShareSchema = z.object({
  /** Members who took the test in the period. */
  takers: z.number().int(),
  /** Of them, those who played one of that take's recommended themes within 7 days after it. */
  played: z.number().int(),
  /** played / takers, 0..1; null when nobody took the test. */
  share: z.number().nullable(),
})
export type RecommendationShare = z.infer<typeof recommendationShareSchema>

/**
 * How much of the period's listening had captions or a transcript (issue 34, decision 120): seconds
 * on days on or after the item's `captionsSince`.
 */
export const captionsShareSchema = z.object({
  /** All listening in the period, in seconds. */
  seconds: z.number().int(),
  /** Of it, the seconds of items that had their WebVTT on that day. */
  withCaptions: z.number().int(),
  /** withCaptions / seconds, 0..1; null when nothing was listened to. */
  share: z.number().nullable(),
})
export type CaptionsShare = z.infer<typeof captionsShareSchema>

/**
 * One listening report (public spec §7: `[{ audioId, seconds, themeId, categoryId }]`, the mobile
 * apps' payload, still valid as it is). `reportId` and `position` are optional additions.
 */
export const playtimeReportSchema = z.object({
  audioId: z.uuid(),
  seconds: z.number().min(0).max(86_400),
  /** Sent by the clients; the server uses the item's own theme and category. */
  themeId: z.string().max(100).optional(),
  categoryId: z.string().max(100).optional(),
  reportId: z.uuid().optional().meta({
    description:
      'Optional client-generated UUID (decision 075). The same member’s same reportId is judged once: a retried request or an offline queue sent twice counts nothing the second time, whether the first counted or not. Remembered 30 days; a client must not send a report older than that.',
  }),
  /** Beyond the spec (decision 062): where the player stood, seconds into the item. */
  position: z
    .number()
    .min(0)
    .max(86_400)
    .optional()
    .meta({ description: 'Optional: where the player stood, seconds into the item (retention curve).' }),
})
export type PlaytimeReport = z.infer<typeof playtimeReportSchema>
/** How many reports one request may carry. */
export const playtimeReportsMax = 50
export const playtimeReportsSchema = z
  .array(playtimeReportSchema)
  .min(1)
  .max(playtimeReportsMax, es['stats.tooManyReports'])
