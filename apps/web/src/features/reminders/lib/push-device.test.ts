import { describe, expect, it } from 'vitest'
import { applicationServerKey, isAppleMobile, pushSupportOf } from './push-device.ts'

// Whether this browser can take web push, and the key it subscribes with (issue 31).
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ipad =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const everything = {
  hasPushManager: true,
  hasServiceWorker: true,
  hasNotification: true,
  maxTouchPoints: 0,
  standalone: false,
}
const nothing = { hasPushManager: false, hasServiceWorker: true, hasNotification: false, standalone: false }

describe('pushSupportOf', () => {
  it('is supported with PushManager, a service worker and Notification', () => {
    expect(pushSupportOf({ ...everything, userAgent: chrome })).toBe('supported')
    // iOS 16.4+ added to the home screen has them all.
    expect(pushSupportOf({ ...everything, userAgent: iphone, maxTouchPoints: 5, standalone: true })).toBe(
      'supported',
    )
  })

  it('asks an iPhone or iPad in Safari to add the app to the home screen', () => {
    expect(pushSupportOf({ ...nothing, userAgent: iphone, maxTouchPoints: 5 })).toBe('ios-install')
    expect(pushSupportOf({ ...nothing, userAgent: ipad, maxTouchPoints: 5 })).toBe('ios-install')
  })

  it('is unsupported elsewhere: a desktop browser without push, an added app on an older iOS', () => {
    expect(pushSupportOf({ ...nothing, userAgent: chrome, maxTouchPoints: 0 })).toBe('unsupported')
    expect(pushSupportOf({ ...nothing, userAgent: ipad, maxTouchPoints: 0 })).toBe('unsupported')
    expect(pushSupportOf({ ...nothing, userAgent: iphone, maxTouchPoints: 5, standalone: true })).toBe(
      'unsupported',
    )
    expect(pushSupportOf({ ...everything, hasNotification: false, userAgent: chrome })).toBe('unsupported')
  })

  it('tells an iPad from a Mac by its touch screen', () => {
    expect(isAppleMobile(ipad, 5)).toBe(true)
    expect(isAppleMobile(ipad, 0)).toBe(false)
  })
})

describe('applicationServerKey', () => {
  it('decodes the base64url key the server sends into the bytes subscribe() wants', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256)
    const encoded = Buffer.from(bytes).toString('base64url')
    expect(encoded).toMatch(/^[\w-]+$/)
    expect([...applicationServerKey(encoded)]).toEqual([...bytes])
  })
})
