import {
  deleteTestResponseSchema,
  healthConsentResponseSchema,
  type MessageKey,
  type TakeTestBody,
  t,
  takeTestBodySchema,
  takeTestResponseSchema,
  testHistoryResponseSchema,
  withdrawHealthConsentQuerySchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { requireAuth, requireVerified } from '../../plugins/auth.ts'
import type { UserRow } from '../users/index.ts'
import {
  deleteTestAnswers,
  giveHealthConsent,
  listTestHistory,
  submitTest,
  withdrawHealthConsent,
} from './questionnaire.service.ts'

const tags = ['questionnaire']
const signedInUser = (request: FastifyRequest) => request.sessionUser as UserRow

/**
 * The wellbeing test of the spec's calls table, plus the member's own history and the deletion of
 * their answers. Every call is the signed-in user's own: no call takes a user id.
 */
export default async function questionnaireRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const submit = async (request: FastifyRequest, body: TakeTestBody, message: MessageKey) => {
    const { result, user } = await submitTest(app.db, signedInUser(request), body, config.timeZone)
    return {
      success: true as const,
      message: t(message),
      data: { ...result, testResult: result },
      user: await app.sessionUserOf(user),
    }
  }

  // Both calls do the same (docs/decisions/025); only their summary and answer message differ.
  const submitOptions = (summary: string) => ({
    // The test is a member step: an address not yet verified is sent to verify it first.
    onRequest: requireVerified,
    schema: { tags, summary, body: takeTestBodySchema, response: { 200: takeTestResponseSchema } },
  })

  r.post(
    '/api/users/take-test',
    submitOptions('Take the test: answers scored by the server, or (apps) a result of existing slugs'),
    (request) => submit(request, request.body, 'questionnaire.saved'),
  )

  r.put(
    '/api/users/retake-test',
    submitOptions('Retake the test (refused to a mini holder who already took it)'),
    (request) => submit(request, request.body, 'questionnaire.updated'),
  )

  // The consent to the processing of the answers (health data, decision 100): the signed-in
  // member's own, no id anywhere.
  r.post(
    '/api/users/health-consent',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: "Give the signed-in member's explicit consent to the processing of their test answers",
        response: { 200: healthConsentResponseSchema },
      },
    },
    async (request) => {
      const user = await giveHealthConsent(app.db, signedInUser(request))
      return {
        success: true as const,
        message: t('questionnaire.consentGiven'),
        user: await app.sessionUserOf(user),
      }
    },
  )

  r.delete(
    '/api/users/health-consent',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Withdraw the consent: deletes the answers of every take, and the results unless keepRecommendation=true',
        querystring: withdrawHealthConsentQuerySchema,
        response: { 200: healthConsentResponseSchema },
      },
    },
    async (request) => {
      const keepRecommendation = request.query.keepRecommendation === 'true'
      const user = await withdrawHealthConsent(app.db, signedInUser(request).id, { keepRecommendation })
      return {
        success: true as const,
        message: t(
          keepRecommendation ? 'questionnaire.consentWithdrawnKept' : 'questionnaire.consentWithdrawn',
        ),
        user: await app.sessionUserOf(user),
      }
    },
  )

  r.get(
    '/api/users/test-history',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The signed-in user's takes, newest first",
        response: { 200: testHistoryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('questionnaire.historyListed'),
      data: await listTestHistory(app.db, signedInUser(request).id),
    }),
  )

  r.delete(
    '/api/users/test',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Delete the signed-in user's answers and results (the account stays)",
        response: { 200: deleteTestResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      await deleteTestAnswers(app.db, user.id)
      return {
        success: true as const,
        message: t('questionnaire.deleted'),
        user: await app.sessionUserOf(user),
      }
    },
  )
}
