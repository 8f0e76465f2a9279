import { jwtVerify, SignJWT } from 'jose'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import { deriveKey } from './secrets.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
const AUDIENCE = 'sosiego'

export interface AccessClaims {
  userId: string
  /** The user's token version when issued: raising it invalidates this token. */
  version: number
  /** The session family it was issued for: once that family is revoked (logout, replay), so is this token. */
  familyId: string
  /** When the token expires (ms since the epoch). */
  expiresAt: number
}

/** A short-lived HS256 JWT; issuer is APP_URL. */
export function signAccessToken(
  secret: string,
  issuer: string,
  claims: Omit<AccessClaims, 'expiresAt'>,
): Promise<string> {
  return new SignJWT({ ver: claims.version, fid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(deriveKey(secret, 'access-token'))
}

/** The claims of a valid token, or null: wrong algorithm (`none` included), signature, issuer, audience or expiry. */
export async function verifyAccessToken(
  secret: string,
  issuer: string,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, deriveKey(secret, 'access-token'), {
      algorithms: ['HS256'],
      issuer,
      audience: AUDIENCE,
    })
    const { sub, ver, fid, exp } = payload
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof fid !== 'string' || !exp) return null
    return { userId: sub, version: ver, familyId: fid, expiresAt: exp * 1000 }
  } catch {
    return null
  }
}

/**
 * `verifyAccessToken` for one secret and issuer, remembering each token's answer for a minute:
 * every signed-in call presents the same token many times in its 15 minutes, and the signature
 * cannot change. Expiry is still checked on every call.
 */
export function createAccessTokenVerifier(secret: string, issuer: string) {
  const answers = createTtlCache<AccessClaims | null>(60_000)
  return async (token: string): Promise<AccessClaims | null> => {
    const claims = await answers.get(token, () => verifyAccessToken(secret, issuer, token))
    return claims && claims.expiresAt > Date.now() ? claims : null
  }
}
