import { describe, expect, it } from 'vitest'
import { type AccountMenuUser, accountMenuLinks } from './account-menu.ts'

function labels(overrides: Partial<AccountMenuUser>) {
  return accountMenuLinks({ role: 'visitor', tookTest: false, activeSubscription: null, ...overrides }).map(
    (link) => link.label,
  )
}

describe('accountMenuLinks', () => {
  it('offers a visitor the panel and the test', () => {
    expect(labels({})).toEqual(['accountMenu.panel', 'accountMenu.takeTest'])
  })

  it("says 'Ver Test' once the test was taken", () => {
    expect(labels({ tookTest: true })).toEqual(['accountMenu.panel', 'accountMenu.viewTest'])
  })

  it('adds the media link only while the subscription is active', () => {
    expect(labels({ role: 'subscriber', activeSubscription: { status: 'active' } })).toEqual([
      'accountMenu.panel',
      'accountMenu.media',
      'accountMenu.takeTest',
    ])
    expect(labels({ role: 'subscriber', activeSubscription: { status: 'expired' } })).toEqual([
      'accountMenu.panel',
      'accountMenu.takeTest',
    ])
  })

  it.each(['admin', 'crmUser'])('gives %s the CRM and not the panel or the test', (role) => {
    expect(labels({ role })).toEqual(['accountMenu.crm'])
    expect(accountMenuLinks({ role, tookTest: false }).at(0)?.to).toBe('/admin')
  })

  it.each(['tester', 'creator', 'therapist'])('gives %s the panel without the test', (role) => {
    expect(labels({ role })).toEqual(['accountMenu.panel'])
  })

  it('links where each item leads', () => {
    expect(
      accountMenuLinks({ role: 'subscriber', tookTest: true, activeSubscription: { status: 'active' } }).map(
        (link) => link.to,
      ),
    ).toEqual(['/panel', '/panel/meditaciones', '/test'])
  })
})
