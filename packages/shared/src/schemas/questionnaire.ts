import { z } from 'zod'
import { es, t } from '../messages/panel.ts'
import { checkAnswers } from '../rules/test-scoring.ts'
import { sessionUserSchema } from './auth.ts'
import { idSchema } from './common.ts'
import { testResultSchema } from './test-result.ts'

const slugSchema = z.string().trim().max(100)

/**
 * POST /api/users/take-test and PUT /api/users/retake-test. The web sends `answers` (p1..p10 →
 * option id), which the server scores; the mobile apps may send only a result, in either of the
 * spec's namings. Answers win when both are present. Unknown slugs are refused by the server.
 */
export const takeTestBodySchema = z
  .object({
    answers: z.record(z.string().max(10), z.string().max(64)).optional(),
    categorySlug: slugSchema.nullable().optional(),
    themesSlugs: z.array(slugSchema).max(20).optional(),
    categoriaPrincipal: slugSchema.nullable().optional(),
    topTemas: z.array(slugSchema).max(20).optional(),
    /**
     * The member gives their consent to the processing of their answers with this submission (an app
     * that shows the consent on its first screen, or answers kept before sign-up): recorded as
     * `POST /api/users/health-consent` records it. Without it, a consent must already be in force.
     */
    healthConsent: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.answers) {
      const checked = checkAnswers(body.answers)
      if (!checked.ok) {
        context.addIssue({
          code: 'custom',
          path: ['answers', checked.questionId],
          message: t('questionnaire.answerInvalid', { question: checked.questionId.slice(1) }),
        })
      }
      return
    }
    const reported = [body.categorySlug, body.themesSlugs, body.categoriaPrincipal, body.topTemas]
    if (reported.every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', message: es['questionnaire.answersRequired'] })
    }
  })
export type TakeTestBody = z.infer<typeof takeTestBodySchema>

/** The result is `data` (as take-test is read) and `data.testResult` (as retake-test is read). */
export const takeTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: testResultSchema.extend({ testResult: testResultSchema }),
  /** The session user with the new result, so a client need not ask again. */
  user: sessionUserSchema,
})
export type TakeTestResponse = z.infer<typeof takeTestResponseSchema>

/** One entry of `testHistory`, as the back office lists it (back-office spec §3). */
export const testHistoryEntrySchema = z.object({
  _id: idSchema,
  createdAt: z.iso.datetime(),
  /** Null when a mobile app sent only the result. */
  answers: z.record(z.string(), z.string()).nullable(),
  testResults: testResultSchema,
})
export type TestHistoryEntry = z.infer<typeof testHistoryEntrySchema>

export const testHistoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(testHistoryEntrySchema),
})

/** DELETE /api/users/test: the answers are gone; the session user no longer carries a result. */
export const deleteTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
})

/** POST /api/users/health-consent and its withdrawal: the outcome and the session user after it. */
export const healthConsentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
})

/**
 * DELETE /api/users/health-consent: withdrawing the consent deletes the answers of every take;
 * `keepRecommendation=true` keeps the takes' results (category and themes), otherwise they go too.
 */
export const withdrawHealthConsentQuerySchema = z.object({
  keepRecommendation: z.enum(['true', 'false']).optional(),
})
export type WithdrawHealthConsentQuery = z.infer<typeof withdrawHealthConsentQuerySchema>
