/**
 * What the server tells the page about its configuration, as meta tags written in place of
 * `<!--app-config-->` in index.html. Read on demand: tests change the document between renders.
 */
function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? ''
}

/** Google sign-in is offered only when the operator configured it. */
export function isGoogleSignInEnabled(): boolean {
  return meta('sosiego-google-sign-in') === 'enabled'
}

/** A server route, not a page: the browser leaves the app for Google's consent screen. */
export const googleSignInUrl = '/api/login-auth/google'
