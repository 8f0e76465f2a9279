import { createHash, createHmac, randomBytes } from 'node:crypto'

/** 256 bits of randomness, URL-safe: refresh tokens and e-mail link tokens. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** What the database keeps instead of a token: a stolen table yields nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A key for one purpose, derived from SESSION_SECRET, so one secret never signs two kinds of thing. */
export const deriveKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`sosiego:${purpose}`).digest()

/**
 * The refresh token that replaces `token`. Derived rather than random, so that within the grace
 * window a second tab presenting the old token can be handed the same successor without the
 * server ever storing a token in clear.
 */
export const successorToken = (secret: string, token: string) =>
  createHmac('sha256', deriveKey(secret, 'refresh-successor')).update(token).digest('base64url')
