// The browser suite's stand-in for Google (playwright.config.ts starts it with `tsx`): the same real
// OpenID provider the API tests use, on a fixed loopback port, whose accounts are whatever e-mail
// address a person types on its development login page (any password).
import { identityFromLogin, startOidcProvider } from './oidc-provider.ts'

function setting(name: string): string {
  const value = process.env[name]
  if (!value) {
    console.error(`${name} is required`)
    process.exit(1)
  }
  return value
}

const provider = await startOidcProvider(setting('OIDC_REDIRECT_URI'), {
  port: Number(setting('OIDC_PORT')),
  clientId: setting('OIDC_CLIENT_ID'),
  clientSecret: setting('OIDC_CLIENT_SECRET'),
  identityOf: identityFromLogin,
})
console.log(`OpenID provider for the browser tests at ${provider.issuer}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)))
}
