import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../auth/index.ts'

const mac = (secret: string, userId: string) =>
  createHmac('sha256', deriveKey(secret, 'reminder-unsubscribe')).update(userId).digest('base64url')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The e-mail reminders' one-click unsubscribe token, `<userId>.<HMAC>` under a key derived from
 * SESSION_SECRET: stateless, it never expires, and it can only turn that member's e-mail reminders
 * off, so a forwarded mail gives nothing else away.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId)}`
}

/** The member a token was issued for, or null for anything forged, cut or altered. */
export function memberOfUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, given, extra] = token.split('.')
  if (!userId || !given || extra !== undefined || !UUID.test(userId)) return null
  const expected = Buffer.from(mac(secret, userId))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received) ? userId : null
}
