import { t } from '@sosiego/shared'

/** Whether the service's clock is Spain's mainland one, which the Spanish texts name their own way. */
export const isPeninsularSpain = (timeZone: string) => timeZone === 'Europe/Madrid'

/**
 * How a text for people names the service's TIME_ZONE next to a time it states. Madrid keeps the
 * wording Spain's readers know; any other zone gets its Spanish long name at that instant (standard
 * or summer time, as the reader's clock showed it) and its IANA id, since a long name such as «hora
 * estándar central» alone does not say which country's.
 */
export function zoneName(timeZone: string, at: Date): string {
  if (isPeninsularSpain(timeZone)) return t('mail.time.peninsularSpain')
  const longName = new Intl.DateTimeFormat('es-ES', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return longName
    ? t('mail.time.zone', { name: longName, timeZone })
    : t('mail.time.zoneWithoutName', { timeZone })
}
