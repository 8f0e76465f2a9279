import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a signed media URL works: the player asks for a new one when it expires. */
export const MEDIA_URL_SECONDS = 10 * 60

export interface MediaUrlSigner {
  /** `/api/media/<key>?u=<user>&e=<expiry>&s=<signature>`, valid for `MEDIA_URL_SECONDS`. */
  sign(key: string, userId: string, now?: number): { url: string; expiresAt: Date }
  /** 'ok', or why the URL is refused. */
  verify(
    key: string,
    query: { u?: string; e?: string; s?: string },
    now?: number,
  ): 'ok' | 'invalid' | 'expired'
}

/**
 * Signed, expiring URLs for member media (HMAC-SHA256 over the key, the user and the expiry, with a
 * key derived from SESSION_SECRET). The entitlement is checked when one is issued; the URL itself is
 * the permission, so players and the mobile apps can fetch it without cookies or our key pair.
 */
export function createMediaUrlSigner(sessionSecret: string, seconds = MEDIA_URL_SECONDS): MediaUrlSigner {
  const key = createHmac('sha256', sessionSecret).update('sosiego media urls v1').digest()
  const signature = (storageKey: string, userId: string, expires: string) =>
    createHmac('sha256', key).update(`${storageKey}\n${userId}\n${expires}`).digest('base64url')

  return {
    sign(storageKey, userId, now = Date.now()) {
      const expires = String(Math.floor(now / 1000) + seconds)
      const path = storageKey.split('/').map(encodeURIComponent).join('/')
      const query = new URLSearchParams({ u: userId, e: expires, s: signature(storageKey, userId, expires) })
      return { url: `/api/media/${path}?${query}`, expiresAt: new Date(Number(expires) * 1000) }
    },
    verify(storageKey, { u, e, s }, now = Date.now()) {
      if (!u || !e || !s || !/^\d{1,12}$/.test(e)) return 'invalid'
      const expected = Buffer.from(signature(storageKey, u, e))
      const given = Buffer.from(s)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
      return Number(e) * 1000 <= now ? 'expired' : 'ok'
    },
  }
}

/** An inclusive byte range of a file of `size` bytes, as asked by a Range header. */
export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | null

/**
 * Reads `Range: bytes=…` (RFC 9110): `a-b`, `a-` and the suffix `-n`. Several ranges, another
 * unit or a malformed header are ignored (null: the whole file), as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
