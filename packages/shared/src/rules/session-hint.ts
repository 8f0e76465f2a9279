/**
 * A cookie the page can read, set and cleared with the (httpOnly) session cookies: it says only that
 * a session may exist, so a visitor's page does not ask the server (and log a 401) on every load.
 */
export const sessionHintCookie = 'sosiego_session'

/** Whether a page's cookies (`document.cookie`) carry the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split('; ').some((entry) => entry.startsWith(`${sessionHintCookie}=`))
}
