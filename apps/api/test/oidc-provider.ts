import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface TestIdentity {
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}

/**
 * Who signs in when `login` is typed on the provider's login page and nobody registered that id:
 * the login read as an e-mail address Google vouches for, its name taken from the address's local
 * part ('lucia.martin.17@…' is Lucia Martin; parts with digits are left out).
 */
export function identityFromLogin(login: string): TestIdentity {
  const email = login.trim().toLowerCase()
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter((word) => word && !/\d/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return {
    email,
    email_verified: true,
    given_name: words[0] ?? 'Usuario',
    family_name: words.slice(1).join(' '),
  }
}

export interface OidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  clientId?: string
  clientSecret?: string
  /** The identity of a login nobody put in `identities`; without it such a login has no claims. */
  identityOf?: (accountId: string) => TestIdentity | undefined
}

/**
 * A real OpenID provider on loopback standing in for Google, with its development login and
 * consent pages. `signIn` drives them like a person would and answers where the browser lands.
 */
export async function startOidcProvider(redirectUri: string, options: OidcProviderOptions = {}) {
  const identities = new Map<string, TestIdentity>()
  const server = http.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = {
    clientId: options.clientId ?? 'sosiego-test',
    clientSecret: options.clientSecret ?? 'sosiego-test-secret-0123456789',
  }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(identities.get(id) ?? options.identityOf?.(id)) }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['sosiego-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Like Google: the e-mail and name travel in the ID token itself.
    conformIdTokenClaims: false,
  })
  server.on('request', provider.callback())

  /** Follows redirects and submits the provider's forms until the browser is sent back to us. */
  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar = new Map<string, string>()
    let url = authorizationUrl
    let method = 'GET'
    let body: URLSearchParams | undefined
    for (let step = 0; step < 20; step++) {
      if (url.startsWith(redirectUri)) return new URL(url)
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
      for (const header of res.headers.getSetCookie()) {
        const [pair] = header.split(';')
        const [name, ...value] = (pair ?? '').split('=')
        if (name) jar.set(name.trim(), value.join('='))
      }
      const location = res.headers.get('location')
      if (location) {
        url = new URL(location, url).href
        method = 'GET'
        body = undefined
        continue
      }
      const html = await res.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      if (!action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`)
      body = new URLSearchParams()
      for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
        body.set(name as string, value as string)
      }
      if (html.includes('name="login"')) {
        body.set('login', accountId)
        body.set('password', 'any')
      }
      url = new URL(action.replaceAll('&amp;', '&'), url).href
      method = 'POST'
    }
    throw new Error('the provider never sent the browser back')
  }

  return {
    issuer,
    ...client,
    identities,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
