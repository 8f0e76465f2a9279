import { jwtVerify, SignJWT } from 'jose'
import { deriveKey } from './secrets.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
const AUDIENCE = 'sosiego'

export interface AccessClaims {
  userId: string
  /** The user's token version when issued: raising it invalidates this token. */
  version: number
}

/** A short-lived HS256 JWT; issuer is APP_URL. */
export function signAccessToken(secret: string, issuer: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
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
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null
    return { userId: payload.sub, version: payload.ver }
  } catch {
    return null
  }
}
