import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../auth/index.ts'

/** The proof of a fresh Google sign-in: an httpOnly cookie for the deletion call only (decision 089). */
export const REAUTH_COOKIE = 'sosiego_reauth'
export const REAUTH_PATH = '/api/users/delete-account'
/** How long a fresh sign-in counts: long enough to read the confirmation, not to walk away. */
export const REAUTH_SECONDS = 5 * 60
/** The provider's `auth_time` may be this much older than the round trip's start (clocks differ). */
const CLOCK_SKEW_MS = 60_000

const mac = (secret: string, body: string) =>
  createHmac('sha256', deriveKey(secret, 'google-reauth')).update(body).digest('base64url')

/** `<userId>.<until ms>.<mac>`: bound to one account, for five minutes, forged by nobody without the secret. */
export function issueReauthProof(secret: string, userId: string, now = Date.now()): string {
  const body = `${userId}.${now + REAUTH_SECONDS * 1000}`
  return `${body}.${mac(secret, body)}`
}

/** True when `raw` is a live proof for `userId`. */
export function holdsReauthProof(secret: string, raw: string | undefined, userId: string, now = Date.now()) {
  const [id, until, given] = raw?.split('.') ?? []
  if (!id || !until || !given || id !== userId || Number(until) <= now) return false
  const expected = Buffer.from(mac(secret, `${id}.${until}`))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received)
}

/**
 * The provider really asked for the credentials during this round trip: `auth_time` is present and no
 * older than its start. A provider that ignores `max_age` and answers from its session fails here.
 */
export function isFreshSignIn(authTime: number | undefined, startedAt: number | undefined) {
  return authTime !== undefined && startedAt !== undefined && authTime * 1000 >= startedAt - CLOCK_SKEW_MS
}
