export type LoginMode = 'login' | 'signup' | 'loginResetPassword'

/**
 * /login?mode=…: signup shows sign-up; loginResetPassword opens the reset dialog; anything else, login.
 * Apart from the page, so the route's title knows the mode before the page's code has loaded.
 */
export function loginModeOf(value: string | null): LoginMode {
  return value === 'signup' || value === 'loginResetPassword' ? value : 'login'
}
