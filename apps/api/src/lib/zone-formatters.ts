/**
 * One `Intl.DateTimeFormat` per time zone for a given locale and set of options, made on first use:
 * building one is far dearer than formatting with it, and the ledger and the CSV exports format
 * thousands of instants in the same few zones.
 */
export function formattersByZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>()
  return (timeZone) => {
    let formatter = made.get(timeZone)
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })
      made.set(timeZone, formatter)
    }
    return formatter
  }
}
