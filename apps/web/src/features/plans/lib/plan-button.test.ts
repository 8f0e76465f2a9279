import { describe, expect, it } from 'vitest'
import { type PlanButtonUser, planButtonState } from './plan-button.ts'

const trial = { slug: 'prueba', durationDays: 15, isTestSubscrionPlan: true }
const mini = { slug: 'mini', durationDays: 30, isTestSubscrionPlan: false }
const full = { slug: 'full', durationDays: 30, isTestSubscrionPlan: false }
const yearly = { slug: 'full-anual', durationDays: 365, isTestSubscrionPlan: false }

function member(
  plan: { slug: string; durationDays: number; isTestSubscrionPlan: boolean } | null,
  status = 'active',
): PlanButtonUser {
  return { role: 'subscriber', activeSubscription: plan ? { status, plan } : null }
}

describe('planButtonState', () => {
  describe('without a user', () => {
    it('offers the trial and asks for an account, then the test', () => {
      expect(planButtonState(trial, null)).toEqual({
        label: 'Escuchar ahora',
        disabled: false,
        action: { kind: 'accountModal', redirectPath: '/test' },
      })
    })

    it('offers a paid plan and asks for an account, then its checkout', () => {
      expect(planButtonState(mini, null)).toEqual({
        label: 'Suscribirse',
        disabled: false,
        action: { kind: 'accountModal', redirectPath: '/checkout/mini' },
      })
    })
  })

  it.each(['admin', 'crmUser'])('is unavailable to %s on every plan', (role) => {
    for (const plan of [trial, mini, yearly]) {
      expect(planButtonState(plan, { role })).toMatchObject({ label: 'No disponible', disabled: true })
    }
  })

  it('marks the trial as already activated for any signed-in member', () => {
    expect(planButtonState(trial, member(null))).toMatchObject({
      label: 'Plan ya activado',
      disabled: true,
    })
  })

  it('goes to checkout for a signed-in member without a subscription', () => {
    expect(planButtonState(mini, { role: 'visitor' })).toEqual({
      label: 'Suscribirse',
      disabled: false,
      action: { kind: 'checkout', path: '/checkout/mini' },
    })
  })

  it('disables a plan as long as or shorter than the active paid plan', () => {
    expect(planButtonState(mini, member(mini))).toMatchObject({ label: 'Plan activo', disabled: true })
    expect(planButtonState(mini, member(yearly))).toMatchObject({ label: 'Plan activo', disabled: true })
  })

  it('lets a mini holder upgrade to full, though it lasts as long', () => {
    expect(planButtonState(full, member(mini))).toMatchObject({
      label: 'Suscribirse',
      disabled: false,
      action: { kind: 'checkout', path: '/checkout/full' },
    })
    expect(planButtonState(mini, member(full))).toMatchObject({ label: 'Plan activo', disabled: true })
  })

  it('offers a longer plan than the active paid plan', () => {
    expect(planButtonState(yearly, member(mini))).toMatchObject({
      label: 'Suscribirse',
      disabled: false,
      action: { kind: 'checkout', path: '/checkout/full-anual' },
    })
  })

  it('does not let an active trial block paid plans', () => {
    const onTrial = member({ slug: 'prueba', durationDays: 400, isTestSubscrionPlan: true })
    expect(planButtonState(mini, onTrial)).toMatchObject({ label: 'Suscribirse', disabled: false })
  })

  it('ignores subscriptions that are not active', () => {
    expect(planButtonState(mini, member(yearly, 'expired'))).toMatchObject({
      label: 'Suscribirse',
      disabled: false,
    })
  })

  it('keeps slugs safe inside the checkout path', () => {
    expect(planButtonState({ ...mini, slug: 'plan raro' }, null).action).toEqual({
      kind: 'accountModal',
      redirectPath: '/checkout/plan%20raro',
    })
  })
})
