import { describe, expect, it } from 'vitest'
import { type CheckoutUser, checkoutRedirect, isPlanUpgrade, miniThemePair } from './checkout.ts'

const holding = (slug: string, { status = 'active', isTestSubscrionPlan = false } = {}): CheckoutUser => ({
  activeSubscription: { status, plan: { slug, isTestSubscrionPlan } },
})
const themes = ['theme-a', 'theme-b']
const go = (user: CheckoutUser, planSlug: string, isTemporary = false, miniThemeIds = themes) =>
  checkoutRedirect({ user, planSlug, isTemporary, miniThemeIds })?.path ?? null
const reason = (user: CheckoutUser, planSlug: string, isTemporary = false, miniThemeIds = themes) =>
  checkoutRedirect({ user, planSlug, isTemporary, miniThemeIds })?.reason

describe('isPlanUpgrade', () => {
  it('is mini → full only', () => {
    expect(isPlanUpgrade('mini', 'full')).toBe(true)
    expect(isPlanUpgrade('mini', 'full-anual')).toBe(false)
    expect(isPlanUpgrade('full', 'mini')).toBe(false)
    expect(isPlanUpgrade('full', 'full')).toBe(false)
    expect(isPlanUpgrade('mini', 'mini')).toBe(false)
  })
})

describe('checkoutRedirect', () => {
  it('sends a temporary account to set its password first, whatever it holds', () => {
    expect(go({ activeSubscription: null }, 'full', true)).toBe('/loginSetPassword')
    expect(go(holding('prueba', { isTestSubscrionPlan: true }), 'mini', true, [])).toBe('/loginSetPassword')
  })

  it('lets a member without a plan buy any plan', () => {
    expect(go({ activeSubscription: null }, 'full')).toBeNull()
    expect(go({}, 'full-anual')).toBeNull()
  })

  it('sends a holder of an active paid plan home', () => {
    expect(go(holding('full'), 'full')).toBe('/')
    expect(go(holding('full'), 'mini')).toBe('/')
    expect(go(holding('full-anual'), 'full')).toBe('/')
    expect(go(holding('mini'), 'mini')).toBe('/')
    expect(go(holding('mini'), 'full-anual')).toBe('/')
  })

  it('lets a mini holder buy full (the upgrade)', () => {
    expect(go(holding('mini'), 'full')).toBeNull()
  })

  it('does not block on an active trial, nor on a plan no longer active', () => {
    expect(go(holding('prueba', { isTestSubscrionPlan: true }), 'full')).toBeNull()
    expect(go(holding('full', { status: 'expired' }), 'full')).toBeNull()
    expect(go(holding('full', { status: 'cancelled' }), 'mini')).toBeNull()
  })

  it('asks for the two mini themes before a mini checkout', () => {
    expect(go({ activeSubscription: null }, 'mini', false, [])).toBe('/panel/mis-tests?miniFlow=1')
    expect(go({ activeSubscription: null }, 'mini', false, ['theme-a'])).toBe('/panel/mis-tests?miniFlow=1')
    expect(go({ activeSubscription: null }, 'mini', false, ['theme-a', 'theme-a'])).toBe(
      '/panel/mis-tests?miniFlow=1',
    )
    expect(go({ activeSubscription: null }, 'mini', false, themes)).toBeNull()
    // Other plans need no themes.
    expect(go({ activeSubscription: null }, 'full', false, [])).toBeNull()
  })
})

describe('checkoutRedirect reasons', () => {
  it('names why the buyer was sent elsewhere', () => {
    expect(reason({}, 'full', true)).toBe('temporaryAccount')
    expect(reason(holding('full'), 'full-anual')).toBe('activePlan')
    expect(reason({}, 'mini', false, [])).toBe('miniThemes')
    expect(reason({}, 'full')).toBeUndefined()
  })
})

describe('miniThemePair', () => {
  it('takes exactly two different ids', () => {
    expect(miniThemePair(['a', 'b'])).toEqual({ themeId1: 'a', themeId2: 'b' })
    expect(miniThemePair([])).toBeNull()
    expect(miniThemePair(['a'])).toBeNull()
    expect(miniThemePair(['a', 'a'])).toBeNull()
    expect(miniThemePair(['a', ''])).toBeNull()
    expect(miniThemePair(['a', 'b', 'c'])).toBeNull()
  })
})
