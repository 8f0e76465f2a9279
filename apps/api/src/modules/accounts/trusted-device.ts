import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../auth/index.ts'

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account successfully carries a signed cookie naming a random device id and bound
 * to that account's e-mail. Its login attempts for that account are limited on its own counter,
 * so guessing from elsewhere (which locks out untrusted devices only) never locks its owner out.
 */
export const DEVICE_COOKIE = 'sosiego_device'
/** Sent only with login calls: it is read nowhere else. */
export const DEVICE_COOKIE_PATH = '/api/users/login'
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

const signature = (secret: string, deviceId: string, email: string) =>
  createHmac('sha256', deriveKey(secret, 'trusted-device'))
    .update(`${deviceId}\n${email}`)
    .digest('base64url')

/** A new device cookie value for a successful sign-in to `email`: `<device id>.<signature>`. */
export function issueDeviceCookie(secret: string, email: string): string {
  const deviceId = randomBytes(16).toString('base64url')
  return `${deviceId}.${signature(secret, deviceId, email)}`
}

/**
 * The device id of a cookie issued for this e-mail, or null (absent, forged, or issued for another
 * account: a cookie earned on one's own account buys nothing on someone else's).
 */
export function trustedDeviceId(secret: string, cookie: string | undefined, email: string): string | null {
  const [deviceId, presented, extra] = cookie?.split('.') ?? []
  if (!deviceId || !presented || extra !== undefined || !/^[\w-]{22}$/.test(deviceId)) return null
  const expected = Buffer.from(signature(secret, deviceId, email))
  const given = Buffer.from(presented)
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null
}
