// In lib, not features/auth: accounts, billing, the landing and the session store use these markers too.

/**
 * The browser-storage markers of the account flows (spec §3). Storage can be unavailable (private
 * modes, blocked cookies): reads then find nothing and writes are dropped, never thrown.
 */
const keys = {
  /** Where to go after signing in, set when an anonymous visitor asks for something that needs an account. */
  loginRedirect: 'loginRedirect',
  /** Where to go after verifying the e-mail; the login redirect is the fallback. */
  postVerificationRedirect: 'postVerificationRedirect',
  /** The e-mail of a Google (or temporary) account that asked to set its first password. */
  passwordSetupEmail: 'passwordSetupEmail',
  /** Set while the account is a temporary one that still needs a password. */
  isTemporary: 'isTemporary',
} as const

type StorageKey = keyof typeof keys

function read(key: StorageKey): string | null {
  try {
    return localStorage.getItem(keys[key])
  } catch {
    return null
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(keys[key])
    else localStorage.setItem(keys[key], value)
  } catch {
    // Nothing to do: the flow continues without the marker.
  }
}

export const getLoginRedirect = () => read('loginRedirect')
export const rememberLoginRedirect = (path: string) => write('loginRedirect', path)
export const clearLoginRedirect = () => write('loginRedirect', null)

export const getPostVerificationRedirect = () => read('postVerificationRedirect')

/** The redirect markers a finished (or expired) session must not leave behind. */
export function clearRedirectMarkers(): void {
  write('loginRedirect', null)
  write('postVerificationRedirect', null)
}

export const getPasswordSetupEmail = () => read('passwordSetupEmail')
export const rememberPasswordSetupEmail = (email: string) => write('passwordSetupEmail', email)
export const clearPasswordSetupEmail = () => write('passwordSetupEmail', null)

export const isTemporaryAccount = () => read('isTemporary') === 'true'
/** Set by the landing's trial form: the account it made has no password yet. */
export const rememberTemporaryAccount = () => write('isTemporary', 'true')
export const clearTemporaryAccount = () => write('isTemporary', null)
