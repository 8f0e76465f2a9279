import { randomBytes } from 'node:crypto'
import type { PushSubscriptionInput, ReminderInput, ReminderSettings } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { calendarFeed } from './calendar-feed.ts'
import {
  deletePushSubscription,
  findByCalendarToken,
  findReminderOf,
  saveReminder,
  setCalendarToken,
  turnEmailOff,
  upsertPushSubscription,
  userExists,
} from './reminders.repository.ts'
import { memberOfUnsubscribeToken } from './unsubscribe-token.ts'

export interface RemindersConfig {
  appUrl: string
  timeZone: string
  isProduction: boolean
  sessionSecret: string
  vapidPublicKey: string
}

/** Unsaved: Monday to Friday at 08:00, no channel. */
const DEFAULT_WEEKDAYS = [1, 2, 3, 4, 5]
const DEFAULT_MINUTE = 8 * 60

const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
const minuteOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/** The feed's URL; the token is 32 random bytes, base64url (no `.` in it: `.ics` ends the path). */
const calendarUrlOf = (appUrl: string, token: string | null) =>
  token ? `${appUrl}/api/reminders/calendar/${token}.ics` : null

/** The member's reminder as it stands, or the suggested defaults while none is saved. */
export async function settingsOf(
  db: Database,
  userId: string,
  config: RemindersConfig,
): Promise<ReminderSettings> {
  const { reminder, timeZone, pushDevices } = await findReminderOf(db, userId)
  return {
    saved: Boolean(reminder),
    // Stored in order (saveSettings sorts them).
    weekdays: reminder?.weekdays ?? DEFAULT_WEEKDAYS,
    time: timeOf(reminder?.minuteOfDay ?? DEFAULT_MINUTE),
    timeZone: timeZone ?? config.timeZone,
    push: reminder?.push ?? false,
    email: reminder?.email ?? false,
    calendarUrl: calendarUrlOf(config.appUrl, reminder?.calendarToken ?? null),
    pushDevices,
    vapidPublicKey: config.vapidPublicKey,
  }
}

export async function saveSettings(
  db: Database,
  userId: string,
  input: ReminderInput,
  config: RemindersConfig,
) {
  await saveReminder(db, userId, {
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    minuteOfDay: minuteOf(input.time),
    push: input.push,
    email: input.email,
    timeZone: input.timeZone,
  })
  return settingsOf(db, userId, config)
}

/**
 * Where the server may post a push: a browser's push service is always an https URL on a public
 * name. Anything else would let a member make the server post to an address of their choosing
 * (SSRF), so production refuses it; outside production loopback http is allowed (the tests' push
 * service, web-push-testing, speaks http).
 */
export function isPushEndpointAllowed(endpoint: string, isProduction: boolean): boolean {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (!isProduction && loopback) return url.protocol === 'http:' || url.protocol === 'https:'
  if (url.protocol !== 'https:' || url.username || url.password) return false
  // No IP literals nor single-label names: push services have public DNS names.
  return url.hostname.includes('.') && !/^[\d.]+$/.test(url.hostname) && !url.hostname.startsWith('[')
}

export async function subscribePush(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  config: RemindersConfig,
) {
  if (!isPushEndpointAllowed(input.endpoint, config.isProduction))
    throw new AppError('reminders.pushSubscriptionInvalid', 400)
  await upsertPushSubscription(db, userId, { endpoint: input.endpoint, ...input.keys })
  return settingsOf(db, userId, config)
}

export async function unsubscribePush(
  db: Database,
  userId: string,
  endpoint: string,
  config: RemindersConfig,
) {
  await deletePushSubscription(db, userId, endpoint)
  return settingsOf(db, userId, config)
}

/** A new private feed URL; the old one stops working at once. Needs a saved reminder (409). */
export async function regenerateCalendar(db: Database, userId: string, config: RemindersConfig) {
  if (!(await setCalendarToken(db, userId, randomBytes(32).toString('base64url'))))
    throw new AppError('reminders.saveFirst', 409)
  return settingsOf(db, userId, config)
}

export async function removeCalendar(db: Database, userId: string, config: RemindersConfig) {
  await setCalendarToken(db, userId, null)
  return settingsOf(db, userId, config)
}

/** The `.ics` a feed token opens; 404 for an unknown or revoked token. */
export async function calendarOf(db: Database, token: string, config: RemindersConfig): Promise<string> {
  const row = token ? await findByCalendarToken(db, token) : undefined
  if (!row) throw new AppError('reminders.calendarNotFound', 404)
  return calendarFeed({
    userId: row.reminder.userId,
    weekdays: row.reminder.weekdays,
    minuteOfDay: row.reminder.minuteOfDay,
    timeZone: row.timeZone ?? config.timeZone,
    savedAt: row.reminder.updatedAt,
    appUrl: config.appUrl,
  })
}

/** The one-click unsubscribe: e-mail reminders off for the token's member; 404 for a bad token. */
export async function unsubscribeEmail(db: Database, token: string, config: RemindersConfig) {
  const userId = memberOfUnsubscribeToken(config.sessionSecret, token)
  if (!userId || !(await userExists(db, userId))) throw new AppError('reminders.unsubscribeInvalid', 404)
  await turnEmailOff(db, userId)
}
