import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../../auth/index.ts'

const mac = (secret: string, providerSubscriptionId: string) =>
  createHmac('sha256', deriveKey(secret, 'renewal-cancel')).update(providerSubscriptionId).digest('base64url')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The renewal notice's one-click 'Cancelar renovación' link (issue 32): `<providerSubscriptionId>.<HMAC>`
 * under a key derived from SESSION_SECRET (its own purpose, so no other token verifies here). Stateless
 * and without expiry: it can only show that one plan's renewal and cancel it at the period's end — a
 * step the member undoes from Mi Suscripción — so a forwarded e-mail gives nothing else away.
 */
export function renewalCancelToken(secret: string, providerSubscriptionId: string): string {
  return `${providerSubscriptionId}.${mac(secret, providerSubscriptionId)}`
}

/** The provider subscription a token was issued for, or null for anything forged, cut or altered. */
export function subscriptionOfRenewalCancelToken(secret: string, token: string): string | null {
  const [id, given, extra] = token.split('.')
  if (!id || !given || extra !== undefined || !UUID.test(id)) return null
  const expected = Buffer.from(mac(secret, id))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : null
}
