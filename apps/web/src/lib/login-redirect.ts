/** Where to send someone after they sign in; spec §3 names the browser storage key. */
const loginRedirectKey = 'loginRedirect'

export function rememberLoginRedirect(path: string): void {
  localStorage.setItem(loginRedirectKey, path)
}

export function readLoginRedirect(): string | null {
  return localStorage.getItem(loginRedirectKey)
}

export function forgetLoginRedirect(): void {
  localStorage.removeItem(loginRedirectKey)
}
