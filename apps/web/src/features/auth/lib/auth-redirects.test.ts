import { describe, expect, it } from 'vitest'
import {
  activeSubscriptionAccess,
  adminAccess,
  afterVerificationPath,
  asksForSignIn,
  loginOutcome,
  panelAccess,
  type RedirectUser,
  safeRedirectPath,
  verificationRedirect,
} from './auth-redirects.ts'

function user(overrides: Partial<RedirectUser> = {}): RedirectUser {
  return { role: 'visitor', isActive: true, isVerified: true, activeSubscription: null, ...overrides }
}

describe('safeRedirectPath', () => {
  it.each([
    ['/checkout/mini', '/checkout/mini'],
    ['/panel?tab=1', '/panel?tab=1'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'panel'])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull()
    },
  )
})

describe('loginOutcome', () => {
  it('stops an inactive account, whatever else is true', () => {
    expect(loginOutcome(user({ isActive: false, isVerified: false }), '/checkout/mini')).toEqual({
      kind: 'inactive',
    })
  })

  it('sends an unverified account to verify its e-mail first', () => {
    expect(loginOutcome(user({ isVerified: false }), '/checkout/mini')).toEqual({
      kind: 'verifyEmail',
      path: '/email-verification',
    })
  })

  it('resumes a pending checkout', () => {
    expect(loginOutcome(user(), '/checkout/full')).toEqual({
      kind: 'redirect',
      path: '/checkout/full',
      usedLoginRedirect: true,
    })
  })

  it('comes back to the page that asked for the sign-in: a member page for members, the back office for staff', () => {
    expect(loginOutcome(user(), '/panel/suscripcion')).toEqual({
      kind: 'redirect',
      path: '/panel/suscripcion',
      usedLoginRedirect: true,
    })
    expect(loginOutcome(user(), '/panel?x=1')).toMatchObject({ path: '/panel?x=1' })
    expect(loginOutcome(user({ role: 'admin' }), '/admin/clientes')).toMatchObject({
      path: '/admin/clientes',
    })
    // Each to their own side: staff never resume a member page, members never a back-office one.
    expect(loginOutcome(user({ role: 'crmUser' }), '/panel/suscripcion')).toMatchObject({ path: '/' })
    expect(loginOutcome(user(), '/admin/clientes')).toMatchObject({ path: '/panel' })
    expect(loginOutcome(user(), '/panelx')).toMatchObject({ path: '/panel', usedLoginRedirect: false })
  })

  it('follows only checkout and guarded-page redirects; others go home by role', () => {
    expect(loginOutcome(user(), '/test')).toEqual({
      kind: 'redirect',
      path: '/panel',
      usedLoginRedirect: false,
    })
    expect(loginOutcome(user({ role: 'admin' }), '/test')).toMatchObject({ path: '/' })
    expect(loginOutcome(user({ role: 'crmUser' }), null)).toMatchObject({ path: '/' })
    expect(loginOutcome(user({ role: 'subscriber' }), null)).toMatchObject({ path: '/panel' })
  })

  it('ignores a checkout redirect that leaves the site', () => {
    expect(loginOutcome(user(), '//checkout.evil')).toMatchObject({ path: '/panel' })
  })
})

describe('asksForSignIn', () => {
  it('names the guarded pages only', () => {
    for (const path of ['/panel', '/panel/suscripcion', '/checkout/full', '/admin/clientes?x=1'])
      expect(asksForSignIn(path)).toBe(true)
    for (const path of [null, '/', '/test', '/panelx', '//evil/panel'])
      expect(asksForSignIn(path)).toBe(false)
  })
})

describe('afterVerificationPath', () => {
  it('prefers the post-verification redirect, then the login redirect, then /panel', () => {
    expect(afterVerificationPath('/checkout/mini', '/test')).toBe('/checkout/mini')
    expect(afterVerificationPath(null, '/test')).toBe('/test')
    expect(afterVerificationPath(null, null)).toBe('/panel')
    expect(afterVerificationPath('https://evil.example', undefined)).toBe('/panel')
  })
})

describe('verificationRedirect', () => {
  it('leaves anonymous visitors alone', () => {
    expect(verificationRedirect({ user: null, pathname: '/panel' })).toBeNull()
  })

  it('keeps an unverified user on the verification pages', () => {
    const unverified = user({ isVerified: false })
    expect(verificationRedirect({ user: unverified, pathname: '/panel' })).toBe('/email-verification')
    expect(verificationRedirect({ user: unverified, pathname: '/' })).toBe('/email-verification')
    expect(verificationRedirect({ user: unverified, pathname: '/email-verification' })).toBeNull()
    expect(verificationRedirect({ user: unverified, pathname: '/verify-email' })).toBeNull()
    expect(verificationRedirect({ user: unverified, pathname: '/verify-email/x' })).toBeNull()
    expect(verificationRedirect({ user: unverified, pathname: '/verify-emailer' })).toBe(
      '/email-verification',
    )
  })

  it('moves a verified user on from /email-verification', () => {
    expect(verificationRedirect({ user: user(), pathname: '/email-verification' })).toBe('/panel')
    expect(
      verificationRedirect({
        user: user(),
        pathname: '/email-verification',
        loginRedirect: '/checkout/mini',
      }),
    ).toBe('/checkout/mini')
    expect(
      verificationRedirect({
        user: user(),
        pathname: '/email-verification',
        postVerificationRedirect: '/test',
        loginRedirect: '/checkout/mini',
      }),
    ).toBe('/test')
    expect(verificationRedirect({ user: user(), pathname: '/panel' })).toBeNull()
  })
})

describe('guards', () => {
  it('panel: members in; anonymous sign in; unverified verify; staff to the back office', () => {
    expect(panelAccess(user())).toEqual({ kind: 'allow' })
    for (const role of ['subscriber', 'tester', 'creator', 'therapist']) {
      expect(panelAccess(user({ role }))).toEqual({ kind: 'allow' })
    }
    expect(panelAccess(null)).toEqual({ kind: 'signIn', path: '/login?mode=login' })
    expect(panelAccess(user({ isVerified: false }))).toEqual({
      kind: 'redirect',
      path: '/email-verification',
    })
    expect(panelAccess(user({ isActive: false }))).toEqual({ kind: 'redirect', path: '/' })
    expect(panelAccess(user({ role: 'admin' }))).toEqual({ kind: 'redirect', path: '/admin' })
    expect(panelAccess(user({ role: 'crmUser' }))).toEqual({ kind: 'redirect', path: '/admin' })
  })

  it('admin: admin and crmUser only; others to /', () => {
    expect(adminAccess(user({ role: 'admin' }))).toEqual({ kind: 'allow' })
    expect(adminAccess(user({ role: 'crmUser' }))).toEqual({ kind: 'allow' })
    expect(adminAccess(user({ role: 'subscriber' }))).toEqual({ kind: 'redirect', path: '/' })
    expect(adminAccess(user({ role: 'admin', isActive: false }))).toEqual({ kind: 'redirect', path: '/' })
    expect(adminAccess(null)).toEqual({ kind: 'signIn', path: '/login?mode=login' })
  })

  it('active subscription: status active, else /404', () => {
    expect(activeSubscriptionAccess(user({ activeSubscription: { status: 'active' } }))).toEqual({
      kind: 'allow',
    })
    expect(activeSubscriptionAccess(user({ activeSubscription: { status: 'expired' } }))).toEqual({
      kind: 'redirect',
      path: '/404',
    })
    expect(activeSubscriptionAccess(user())).toEqual({ kind: 'redirect', path: '/404' })
    expect(activeSubscriptionAccess(null)).toEqual({ kind: 'signIn', path: '/login?mode=login' })
  })
})
