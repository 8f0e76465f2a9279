import * as oidc from 'openid-client'

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  issuer: string
}

export interface GoogleClaims {
  sub: string
  email: string
  emailVerified: boolean
  givenName: string
  familyName: string
  /** When the person last typed their credentials at the provider (seconds), if it says. */
  authTime: number | undefined
}

/** What the browser must bring back: kept in a signed cookie between the redirect and the callback. */
export interface PendingSignIn {
  state: string
  nonce: string
  codeVerifier: string
  /**
   * A fresh sign-in asked by a signed-in account to prove it is them (decision 089): that account's
   * id, and when the round trip began (ms).
   */
  reauthFor?: string
  startedAt?: number
}

/**
 * Google (or any OpenID provider at GOOGLE_ISSUER) with the authorization code flow, PKCE, state
 * and nonce. Discovery runs once, on first use. Plain-http issuers are accepted only on loopback,
 * for the tests' local provider.
 */
export function createGoogleClient(settings: GoogleSettings, redirectUri: string) {
  const issuer = new URL(settings.issuer)
  const loopback =
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  let configuration: Promise<oidc.Configuration> | undefined
  const config = () => {
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        ...(loopback ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error) => {
        configuration = undefined
        throw error
      })
    return configuration
  }

  return {
    /**
     * `reauthenticate`: `max_age=0`, the standard way to have the provider ask for the credentials
     * again even within its own session, and the ID token then carries `auth_time`.
     */
    async authorizationUrl(
      options: { reauthenticate?: boolean } = {},
    ): Promise<{ url: string; pending: PendingSignIn }> {
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      }
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...(options.reauthenticate ? { max_age: '0' } : {}),
      })
      return { url: url.href, pending }
    },

    /** Exchanges the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
    async complete(
      pending: PendingSignIn,
      response: { code: string; state: string; iss?: string | undefined },
    ): Promise<GoogleClaims> {
      const callback = new URL(redirectUri)
      for (const [name, value] of Object.entries(response)) if (value) callback.searchParams.set(name, value)
      const tokens = await oidc.authorizationCodeGrant(await config(), callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims?.sub || typeof claims.email !== 'string') throw new Error('ID token without sub or email')
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
      return {
        sub: claims.sub,
        email: claims.email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name) || text(claims.name) || claims.email.split('@')[0] || 'Usuario',
        familyName: text(claims.family_name),
        authTime: typeof claims.auth_time === 'number' ? claims.auth_time : undefined,
      }
    },
  }
}
