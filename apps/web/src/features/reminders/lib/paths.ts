/** The id of Configuración's reminders section, the anchor links end with. */
export const remindersSectionId = 'recordatorios'
/** Configuración's 'Recordatorios' tab, opened at its section (the home's card, the unsubscribe page). */
export const remindersSettingsPath = `/panel/configuracion?pestana=${remindersSectionId}#${remindersSectionId}`

/** The calendar feed's address for calendar apps: `webcal://` opens Apple Calendar or Outlook on it. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, 'webcal:')
}

/** Google Calendar's 'add by URL' for the feed (it subscribes, and reads the feed again from time to time). */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?${new URLSearchParams({ cid: webcalUrl(feedUrl) })}`
}
