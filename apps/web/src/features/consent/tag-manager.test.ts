import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CookieConsent } from './consent-store.ts'
import { loadTagManager, useConsentedTagManager } from './tag-manager.ts'

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')]
const consent = (analytics: boolean): CookieConsent => ({
  version: 1,
  date: new Date().toISOString(),
  analytics,
})

function configureGtm(id: string) {
  const meta = document.createElement('meta')
  meta.name = 'sosiego-gtm-id'
  meta.content = id
  document.head.append(meta)
}

describe('the tag manager loader', () => {
  beforeEach(() => {
    delete window.dataLayer
  })
  afterEach(() => {
    for (const element of document.head.querySelectorAll(
      'script[data-tag-manager], meta[name="sosiego-gtm-id"]',
    ))
      element.remove()
  })

  it('adds the container script once, after the queued page views', () => {
    window.dataLayer = [{ event: 'page_view', page_path: '/' }]
    expect(loadTagManager('GTM-ABC123')).toBe(true)
    expect(loadTagManager('GTM-ABC123')).toBe(false)
    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ])
    expect(scripts()[0]?.async).toBe(true)
    expect(window.dataLayer).toHaveLength(2)
    expect(window.dataLayer[1]).toMatchObject({ event: 'gtm.js' })
  })

  it('refuses anything that is not a container id', () => {
    expect(loadTagManager('GTM-1"><script>')).toBe(false)
    expect(loadTagManager('')).toBe(false)
    expect(scripts()).toEqual([])
  })

  it('loads nothing without a choice or after a refusal', () => {
    configureGtm('GTM-ABC123')
    renderHook(() => useConsentedTagManager(null))
    renderHook(() => useConsentedTagManager(consent(false)))
    expect(scripts()).toEqual([])
  })

  it('loads nothing with consent when no container is configured', () => {
    renderHook(() => useConsentedTagManager(consent(true)))
    expect(scripts()).toEqual([])
  })

  it('loads the configured container once analytics are accepted', () => {
    configureGtm('GTM-ABC123')
    const { rerender } = renderHook(({ value }) => useConsentedTagManager(value), {
      initialProps: { value: null as CookieConsent | null },
    })
    expect(scripts()).toEqual([])
    rerender({ value: consent(true) })
    expect(scripts()).toHaveLength(1)
  })
})

describe('the tag manager on pages with a one-time token (issue 12)', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll(
      'script[data-tag-manager], meta[name="sosiego-gtm-id"]',
    ))
      element.remove()
    window.history.replaceState(null, '', '/')
  })

  it.each(['/verify-email', '/reset-password'])('is never loaded on %s, even with consent', (path) => {
    configureGtm('GTM-ABC123')
    window.history.replaceState(null, '', `${path}?token=secreto`)
    renderHook(() => useConsentedTagManager(consent(true)))
    expect(scripts()).toEqual([])
  })
})
