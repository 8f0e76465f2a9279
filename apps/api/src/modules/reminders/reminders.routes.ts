import {
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  reminderInputSchema,
  reminderSettingsSchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { requireMember } from '../../plugins/auth.ts'
import {
  calendarOf,
  type RemindersConfig,
  regenerateCalendar,
  removeCalendar,
  saveSettings,
  settingsOf,
  subscribePush,
  unsubscribeEmail,
  unsubscribePush,
} from './reminders.service.ts'

const tags = ['reminders']
const settingsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reminderSettingsSchema,
})
const memberOf = (request: FastifyRequest) => request.sessionUser?.id as string

/**
 * Reminders (issue 31, decision 110): the member's own settings, their browsers' push
 * subscriptions and their private calendar feed (members only: staff 403); and two public calls
 * that carry their own secret, the `.ics` feed and the e-mail's one-click unsubscribe.
 */
export default async function remindersRoutes(app: FastifyInstance, { config }: { config: RemindersConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Mail providers post the one-click unsubscribe url-encoded (`List-Unsubscribe=One-Click`, RFC 8058);
  // the body says nothing we read. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  )
  const answer = (message: string, data: Awaited<ReturnType<typeof settingsOf>>) => ({
    success: true as const,
    message,
    data,
  })

  r.get(
    '/api/reminders',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'The signed-in member’s reminder (or the suggested defaults while none is saved)',
        description:
          '`saved: false` until the member saves one: Monday to Friday at 08:00, their zone or TIME_ZONE, no channel. `vapidPublicKey` is what a browser subscribes to push with.',
        response: { 200: settingsResponse },
      },
    },
    async (request) => answer(t('reminders.loaded'), await settingsOf(app.db, memberOf(request), config)),
  )

  r.put(
    '/api/reminders',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Saves the member’s reminder: weekdays, time and zone, push and e-mail',
        description:
          'The zone is also the member’s own (member_settings), which their rest days are counted in.',
        body: reminderInputSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) =>
      answer(t('reminders.saved'), await saveSettings(app.db, memberOf(request), request.body, config)),
  )

  r.put(
    '/api/reminders/push-subscription',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Registers this browser’s push subscription for the member',
        description:
          'Upserted by endpoint: a browser subscribed under another member moves to the caller (a browser belongs to whoever signed in last). Production takes only https push services.',
        body: pushSubscriptionInputSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) =>
      answer(
        t('reminders.pushSubscribed'),
        await subscribePush(app.db, memberOf(request), request.body, config),
      ),
  )

  r.delete(
    '/api/reminders/push-subscription',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Forgets one of the member’s browsers (another member’s endpoint is left alone)',
        body: pushUnsubscribeInputSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) =>
      answer(
        t('reminders.pushUnsubscribed'),
        await unsubscribePush(app.db, memberOf(request), request.body.endpoint, config),
      ),
  )

  r.put(
    '/api/reminders/calendar',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'A new private calendar feed URL (the old one stops working)',
        description: '409 `reminders.saveFirst` while the member has no saved reminder.',
        response: { 200: settingsResponse },
      },
      config: { alsoAnswers: [409] },
    },
    async (request) =>
      answer(t('reminders.calendarCreated'), await regenerateCalendar(app.db, memberOf(request), config)),
  )

  r.delete(
    '/api/reminders/calendar',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Removes the member’s calendar feed',
        response: { 200: settingsResponse },
      },
    },
    async (request) =>
      answer(t('reminders.calendarRemoved'), await removeCalendar(app.db, memberOf(request), config)),
  )

  r.get(
    '/api/reminders/calendar/:file',
    {
      schema: {
        tags,
        summary: 'The member’s private calendar feed, `<token>.ics` (no session: the token is the secret)',
        description:
          'text/calendar: one weekly event at the member’s time in their zone (TZID with its VTIMEZONE). 404 for an unknown or revoked token.',
        params: z.object({ file: z.string().max(200) }),
      },
      config: { alsoAnswers: [404] },
    },
    async (request, reply) => {
      const { file } = request.params
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
      const feed = await calendarOf(app.db, token, config)
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          // Personal: never in a shared cache. Calendar apps poll it themselves.
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer')
          .send(feed)
      )
    },
  )

  r.post(
    '/api/reminders/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from e-mail reminders (RFC 8058; no session)',
        description:
          'The token is the one in the e-mail’s List-Unsubscribe link: it only turns that member’s e-mail reminders off, and never expires. Mail providers post `List-Unsubscribe=One-Click` url-encoded; the web page /recordatorios/baja posts with no body. 404 `reminders.unsubscribeInvalid` for a bad token.',
        querystring: z.object({ token: z.string({ error: t('reminders.unsubscribeInvalid') }).max(200) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
      config: { alsoAnswers: [404] },
    },
    async (request) => {
      await unsubscribeEmail(app.db, request.query.token, config)
      return { success: true as const, message: t('reminders.unsubscribed') }
    },
  )
}

/** Outside production only: one scheduler pass at a given instant, for the browser journey's clock. */
export async function reminderPassDevRoute(
  app: FastifyInstance,
  { runOnce }: { runOnce: (now?: Date) => Promise<unknown> },
) {
  app.post('/dev/reminders/pass', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { now?: unknown }
    const now = typeof body.now === 'string' ? new Date(body.now) : new Date()
    if (Number.isNaN(now.getTime())) throw new AppError('reminders.timeInvalid', 400)
    return { success: true, pass: await runOnce(now) }
  })
}
