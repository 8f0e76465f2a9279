import { createHash } from 'node:crypto'
import { addCalendarDays, t } from '@sosiego/shared'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalAlarmType, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator'
import { dayInZone } from '../../lib/period.ts'

/** How long the calendar's event lasts: a short meditation, long enough to show as a block. */
export const EVENT_MINUTES = 10

const BY_DAY = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
] as const

const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

/** A wall-clock time as ical-generator takes it with a zone: 'YYYY-MM-DDTHH:MM:SS', no offset. */
function wallClock(day: string, minuteOfDay: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000).toISOString().slice(0, 19)
}

/**
 * The member's private feed: ONE weekly event on their weekdays at their minute, in their zone
 * (DTSTART;TZID with its VTIMEZONE), so calendars keep it at 08:00 local across DST changes. The
 * series starts in the week the reminder was last saved, on its first chosen weekday.
 */
export function calendarFeed(params: {
  userId: string
  weekdays: number[]
  minuteOfDay: number
  timeZone: string
  savedAt: Date
  appUrl: string
}): string {
  const { userId, weekdays, minuteOfDay, timeZone, savedAt, appUrl } = params
  const savedOn = dayInZone(savedAt, timeZone)
  const monday = addCalendarDays(savedOn, 1 - isoWeekday(savedOn))
  const first = addCalendarDays(monday, Math.min(...weekdays) - 1)
  const panelUrl = `${appUrl}/panel?hoy=1`

  const calendar = ical({
    name: t('reminders.calendar.name'),
    prodId: { company: 'Sosiego', product: 'Recordatorios', language: 'ES' },
    // Calendar apps poll a subscribed feed; a hint to do it a few times a day.
    ttl: 6 * 60 * 60,
  })
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent })
  const event = calendar.createEvent({
    // Stable for the member (a re-saved reminder updates the same event), without their id in clear.
    id: `recordatorio-${createHash('sha256').update(userId).digest('hex').slice(0, 24)}@${new URL(appUrl).hostname}`,
    sequence: Math.floor(savedAt.getTime() / 1000),
    start: wallClock(first, minuteOfDay),
    end: wallClock(first, minuteOfDay + EVENT_MINUTES),
    timezone: timeZone,
    summary: t('reminders.calendar.summary'),
    description: t('reminders.calendar.description', { url: panelUrl }),
    url: panelUrl,
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: [...weekdays].sort((a, b) => a - b).map((day) => BY_DAY[day - 1] as ICalWeekday),
    },
  })
  event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: t('reminders.calendar.summary') })
  // With a calendar zone, ical-generator writes DTSTAMP as a local time without `Z`; RFC 5545 wants
  // it in UTC.
  const stamp = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
  return calendar.toString().replace(/^DTSTAMP:\d{8}T\d{6}\r?$/m, `DTSTAMP:${stamp}\r`)
}
