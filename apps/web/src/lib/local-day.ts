/**
 * Today as a calendar day (YYYY-MM-DD) on this device's clock: the back office's calendar marks it
 * and the statistics' periods end on it (the staff work in the service's time zone, so their
 * device's day is the service's day; the server checks the days it is sent in its own zone); a
 * program's page counts 'mañana' from it until the server's day has answered.
 */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
