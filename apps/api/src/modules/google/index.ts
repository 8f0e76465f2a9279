// The google module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as googleRoutes } from './google.routes.ts'
export { holdsReauthProof, REAUTH_COOKIE, REAUTH_PATH } from './google-reauth.ts'
