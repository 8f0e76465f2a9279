import http from 'node:http'
import https from 'node:https'
import { setImmediate } from 'node:timers/promises'
import { type ReminderPush, t } from '@sosiego/shared'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { Database } from '../../db/client.ts'
import { backgroundPasses } from '../../lib/background-passes.ts'
import { clockInZone, dayInZone, zonedMidnight } from '../../lib/period.ts'
import { queueMails, withOutbox } from '../../mail/outbox.ts'
import { canReach, entitlementsFrom } from '../billing/index.ts'
import { type ReminderItem, reminderMail } from './reminders.mail.ts'
import {
  claimDueReminders,
  deleteDeadSubscription,
  findPlannedItem,
  readRecipients,
  reminderZones,
  type ZoneClock,
} from './reminders.repository.ts'
import { unsubscribeToken } from './unsubscribe-token.ts'

/** Once a minute: a reminder goes out within a minute of its time. */
export const REMINDER_INTERVAL_MS = 60_000
/**
 * A reminder goes out from its minute until this many minutes after it, never later: a server that
 * was down all morning does not send the 08:00 reminder at 19:00 (decision 110). The window ends at
 * local midnight too: a day's reminder is that day's.
 */
export const REMINDER_WINDOW_MINUTES = 180
/**
 * Reminders claimed by one batch: a busy minute (everyone who kept 08:00) is sent in several batches
 * one after the other, each a short transaction and about half a second of pushes, so no batch holds its
 * locks long nor keeps the event loop from requests for long (bench/reminders.ts).
 */
export const REMINDER_BATCH = 1000
/** Pushes in flight at once: enough to hide the push services' latency, few enough not to keep requests waiting. */
const PUSH_CONCURRENCY = 8
const PUSH_TIMEOUT_MS = 10_000

export interface ReminderContext {
  db: Database
  appUrl: string
  /** The service's TIME_ZONE: members without a zone of their own, and the listening ledger's days. */
  timeZone: string
  sessionSecret: string
  vapid: { publicKey: string; privateKey: string; subject: string }
  log: FastifyBaseLogger
}

export interface ReminderPass {
  /** Batches the pass took (the last one claimed fewer than REMINDER_BATCH). */
  batches: number
  /** Reminders whose day this pass claimed (sent or skipped). */
  claimed: number
  skippedNoPlan: number
  skippedListened: number
  emails: number
  pushes: number
  pushFailures: number
  /** Browsers the push service said are gone (404/410), forgotten. */
  deadSubscriptions: number
}

const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

/**
 * Where a zone's clock stands at `now`. `heardFrom`–`heardTo` are the days of the listening ledger
 * (filed in TIME_ZONE) that overlap the member's local day so far: listening on any of them counts
 * as "already listened today" (decision 110; the same zone as TIME_ZONE makes it exactly today).
 */
export function zoneClock(zone: string, now: Date, serviceZone: string): ZoneClock {
  const { day, minuteOfDay } = clockInZone(now, zone)
  return {
    zone,
    today: day,
    weekday: isoWeekday(day),
    minute: minuteOfDay,
    heardFrom: dayInZone(zonedMidnight(day, zone), serviceZone),
    heardTo: dayInZone(now, serviceZone),
  }
}

/** Today's item as the reminder names it: minutes rounded, at least one. */
const namedItem = (item: { title: string; duration: number }): NonNullable<ReminderItem> => ({
  title: item.title,
  minutes: Math.max(1, Math.round(item.duration / 60)),
})

/** What the service worker shows (the contract's ReminderPush). */
export function reminderPush(item: ReminderItem, today: string): ReminderPush {
  return {
    title: item
      ? t('reminders.push.title', { title: item.title, minutes: item.minutes })
      : t('reminders.push.titleGeneric'),
    body: t('reminders.push.body'),
    url: '/panel?hoy=1',
    tag: `reminder-${today}`,
  }
}

type Push = {
  userId: string
  device: { endpoint: string; p256dh: string; auth: string }
  payload: ReminderPush
}

/**
 * One pass: batch after batch until a batch claims fewer than `batch` (everything due now is done).
 * Each batch claims its reminders (one conditional update across instances), queues their e-mails in
 * the same transaction and, after commit, sends their pushes. A member with no plan in force, or who
 * already listened today, is claimed and skipped: nothing is sent that day.
 */
export async function runReminderPass(ctx: ReminderContext, now = new Date(), batch = REMINDER_BATCH) {
  const clocks = (await reminderZones(ctx.db, ctx.timeZone)).map((zone) => zoneClock(zone, now, ctx.timeZone))
  const pass: ReminderPass = {
    batches: 0,
    claimed: 0,
    skippedNoPlan: 0,
    skippedListened: 0,
    emails: 0,
    pushes: 0,
    pushFailures: 0,
    deadSubscriptions: 0,
  }
  let claimed: number
  do {
    claimed = await runReminderBatch(ctx, now, clocks, batch, pass)
    pass.batches++
  } while (claimed === batch)
  return pass
}

/** One batch of a pass (see runReminderPass); adds to `pass` and answers how many it claimed. */
async function runReminderBatch(
  ctx: ReminderContext,
  now: Date,
  clocks: ZoneClock[],
  batch: number,
  pass: ReminderPass,
): Promise<number> {
  let claimedCount = 0
  const pushes = await withOutbox(ctx.db, async (tx) => {
    const claimed = await claimDueReminders(tx, {
      clocks,
      serviceZone: ctx.timeZone,
      windowMinutes: REMINDER_WINDOW_MINUTES,
      now,
      limit: batch,
    })
    claimedCount = claimed.length
    pass.claimed += claimed.length
    const sending = claimed.filter((row) => {
      if (!row.inForce) pass.skippedNoPlan++
      else if (row.listened) pass.skippedListened++
      return row.inForce && !row.listened
    })
    if (sending.length === 0) return []
    const recipients = await readRecipients(
      tx,
      sending.map((row) => row.userId),
      now,
    )
    // Today's item is the service's calendar day's (what the panel opens on): the staff-planned item
    // when the member's plan reaches it, otherwise the generic text (decision 110).
    const planned = await findPlannedItem(tx, dayInZone(now, ctx.timeZone))
    const claims = new Map(sending.map((row) => [row.userId, row]))
    const out: Push[] = []
    const mails: Parameters<typeof queueMails>[1] = []
    for (const person of recipients) {
      const claim = claims.get(person.id)
      if (!claim) continue
      const entitlements = entitlementsFrom(person.subscription, person.planCategoryIds)
      const item = planned && canReach(entitlements, planned) ? namedItem(planned) : null
      if (claim.email) {
        const token = encodeURIComponent(unsubscribeToken(ctx.sessionSecret, person.id))
        mails.push({
          to: person.email,
          content: reminderMail(person.name, item, {
            panel: `${ctx.appUrl}/panel?hoy=1`,
            unsubscribePage: `${ctx.appUrl}/recordatorios/baja?token=${token}`,
            unsubscribePost: `${ctx.appUrl}/api/reminders/unsubscribe?token=${token}`,
          }),
        })
      }
      if (claim.push)
        for (const device of person.devices)
          out.push({ userId: person.id, device, payload: reminderPush(item, claim.today) })
    }
    // In the claim's transaction: a mail exists exactly when its day was claimed.
    await queueMails(tx, mails)
    pass.emails += mails.length
    return out
  })
  await sendPushes(ctx, pushes, pass)
  return claimedCount
}

/** The pushes, a few at a time; each failure is the subscription's own and is not retried today. */
async function sendPushes(ctx: ReminderContext, pushes: Push[], pass: ReminderPass) {
  const sender = pushSender(ctx)
  let next = 0
  const worker = async () => {
    while (next < pushes.length) {
      const push = pushes[next++] as Push
      const outcome = await sender.send(push)
      if (outcome === 'sent') pass.pushes++
      else {
        pass.pushFailures++
        if (outcome === 'gone') {
          await deleteDeadSubscription(ctx.db, push.userId, push.device.endpoint)
          pass.deadSubscriptions++
        }
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, pushes.length) }, worker))
  } finally {
    sender.close()
  }
}

/**
 * Sends Web Push messages for one batch, sparing the requests this thread also serves
 * (bench/reminders.ts):
 * - the VAPID signature is made once per push service, not per message (signing is half of
 *   web-push's cost for a message, and a batch sends hundreds to the same few services);
 * - the encryption (aes128gcm, a fresh key per message) runs one message per turn of the event loop,
 *   so requests whose answers arrived in between go first;
 * - the messages go out with node:http on connections kept open for the batch: a fifth of what
 *   fetch costs this thread per message, and no TLS handshake each. No redirect is followed, and a
 *   service silent for 10 s is given up.
 */
function pushSender(ctx: ReminderContext) {
  const signed = new Map<string, string>()
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin
    let header = signed.get(audience)
    if (!header) {
      header = webpush.getVapidHeaders(
        audience,
        ctx.vapid.subject,
        ctx.vapid.publicKey,
        ctx.vapid.privateKey,
        'aes128gcm',
      ).Authorization as string
      signed.set(audience, header)
    }
    return header
  }
  let lastEncryption: Promise<unknown> = Promise.resolve()
  const encryptInTurn = (push: Push) => {
    const encrypted = lastEncryption
      .then(() => setImmediate())
      .then(() =>
        webpush.generateRequestDetails(
          { endpoint: push.device.endpoint, keys: { p256dh: push.device.p256dh, auth: push.device.auth } },
          JSON.stringify(push.payload),
          {
            headers: { Authorization: authorization(push.device.endpoint) },
            // Undelivered by the end of the window (a phone switched off), the push service drops it.
            TTL: REMINDER_WINDOW_MINUTES * 60,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
          },
        ),
      )
    lastEncryption = encrypted.catch(() => undefined)
    return encrypted
  }
  const keptOpen = { keepAlive: true, maxSockets: PUSH_CONCURRENCY }
  const agents = { http: new http.Agent(keptOpen), https: new https.Agent(keptOpen) }
  const post = (endpoint: string, request: Awaited<ReturnType<typeof encryptInTurn>>) =>
    new Promise<number>((resolve, reject) => {
      const secure = new URL(endpoint).protocol === 'https:'
      const outgoing = (secure ? https : http).request(
        endpoint,
        {
          method: request.method,
          headers: request.headers,
          agent: secure ? agents.https : agents.http,
          timeout: PUSH_TIMEOUT_MS,
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
          response.on('error', reject)
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error('the push service did not answer in time')))
      outgoing.on('error', reject)
      outgoing.end(request.body ?? undefined)
    })

  return {
    async send(push: Push): Promise<'sent' | 'gone' | 'failed'> {
      const endpoint = push.device.endpoint
      const pushService = URL.canParse(endpoint) ? new URL(endpoint).host : 'invalid'
      try {
        const status = await post(endpoint, await encryptInTurn(push))
        if (status >= 200 && status < 300) return 'sent'
        if (status === 404 || status === 410) return 'gone'
        ctx.log.warn({ pushService, status }, 'reminder push refused')
        return 'failed'
      } catch (error) {
        ctx.log.warn({ pushService, err: error }, 'reminder push failed')
        return 'failed'
      }
    },
    close() {
      agents.http.destroy()
      agents.https.destroy()
    },
  }
}

/**
 * The periodic job, started and stopped with the app like the billing scheduler; `runOnce(now)`
 * runs one pass at a given instant (tests and the browser journey drive the clock with it).
 */
export function createReminderScheduler(ctx: ReminderContext) {
  const passes = backgroundPasses({
    name: 'reminder scheduler',
    pass: async () => {
      const pass = await runReminderPass(ctx)
      if (pass.claimed) ctx.log.info(pass, 'reminder scheduler pass')
    },
    intervalMs: REMINDER_INTERVAL_MS,
    log: ctx.log,
  })
  return {
    /** One pass at `now`; a smaller `batch` makes the tests cross batch boundaries. */
    runOnce: (now?: Date, batch?: number) => runReminderPass(ctx, now, batch),
    start: passes.start,
    stop: passes.stop,
  }
}
