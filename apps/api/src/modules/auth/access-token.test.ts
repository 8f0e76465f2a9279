import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCESS_TOKEN_SECONDS, createAccessTokenVerifier, signAccessToken } from './access-token.ts'
import { deriveKey } from './secrets.ts'

const secret = 'a-session-secret-of-at-least-32-characters'
const issuer = 'https://sosiego.example'

describe('createAccessTokenVerifier', () => {
  afterEach(() => vi.useRealTimers())

  it('answers the claims of a valid token and refuses one signed with another secret or issuer', async () => {
    const verify = createAccessTokenVerifier(secret, issuer)
    const token = await signAccessToken(secret, issuer, { userId: 'u1', version: 3, familyId: 'f1' })
    expect(await verify(token)).toMatchObject({ userId: 'u1', version: 3, familyId: 'f1' })
    expect(
      await verify(
        await signAccessToken(`${secret}-other`, issuer, { userId: 'u1', version: 3, familyId: 'f1' }),
      ),
    ).toBeNull()
    expect(
      await verify(
        await signAccessToken(secret, 'https://evil.example', { userId: 'u1', version: 3, familyId: 'f1' }),
      ),
    ).toBeNull()
    expect(await verify('not-a-token')).toBeNull()
  })

  it('refuses a token that names no session family (issued before families were named)', async () => {
    const legacy = await new SignJWT({ ver: 3 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer(issuer)
      .setAudience('sosiego')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(deriveKey(secret, 'access-token'))
    expect(await createAccessTokenVerifier(secret, issuer)(legacy)).toBeNull()
  })

  it('still refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const verify = createAccessTokenVerifier(secret, issuer)
    const token = await signAccessToken(secret, issuer, { userId: 'u1', version: 0, familyId: 'f1' })
    // Remembered 30 s before its expiry, asked again 10 s after it (well within the minute kept).
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_SECONDS * 1000 - 30_000)
    expect(await verify(token)).not.toBeNull()
    vi.setSystemTime(Date.now() + 40_000)
    expect(await verify(token)).toBeNull()
  })
})
