/** Where to send someone after they sign in; spec §3 names the browser storage key. */
const loginRedirectKey = 'loginRedirect'

export function rememberLoginRedirect(path: string): void {
  localStorage.setItem(loginRedirectKey, path)
}
