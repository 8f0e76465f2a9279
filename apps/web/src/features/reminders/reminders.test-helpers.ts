import type { ReminderSettings } from '@sosiego/shared'
import { vi } from 'vitest'
import { jsonResponse } from '../../test/fixtures.ts'

/** A P-256 public key's shape (65 bytes, the first 0x04), base64url as the server sends it. */
export const vapidPublicKeyBytes = Uint8Array.from({ length: 65 }, (_, index) =>
  index === 0 ? 4 : index * 3,
)
const vapidPublicKey = Buffer.from(vapidPublicKeyBytes).toString('base64url')

/** The reminder as GET /api/reminders answers it; unsaved defaults unless told. */
export function reminderSettings(overrides: Partial<ReminderSettings> = {}): ReminderSettings {
  return {
    saved: false,
    weekdays: [1, 2, 3, 4, 5],
    time: '08:00',
    timeZone: 'Europe/Madrid',
    push: false,
    email: false,
    calendarUrl: null,
    pushDevices: 0,
    vapidPublicKey,
    ...overrides,
  }
}

export const answer =
  (data: ReminderSettings, message = 'ok') =>
  () =>
    jsonResponse({ success: true, message, data })

type FakePushOptions = {
  /** Notification.permission before any request. */
  permission?: NotificationPermission
  /** What Notification.requestPermission answers. */
  answer?: NotificationPermission
  /** This browser already holds a subscription. */
  subscribed?: boolean
}

const endpoint = 'https://push.example.test/send/abc123'

/**
 * A browser with the Push API (happy-dom has none): Notification, PushManager and a service worker
 * registration whose push manager hands out one subscription. `restore()` takes it all away again.
 */
export function fakePushBrowser({
  permission = 'default',
  answer: granted = 'granted',
  subscribed = false,
}: FakePushOptions = {}) {
  let current: PushSubscription | null = null
  const makeSubscription = (key: ArrayBuffer | null) => {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        current = null
        return true
      }),
    } as unknown as PushSubscription
    return subscription
  }
  if (subscribed) current = makeSubscription(null)
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey as Uint8Array<ArrayBuffer>
      current = makeSubscription(key.buffer)
      return current
    }),
  }
  const registration = { pushManager } as unknown as ServiceWorkerRegistration
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = granted
      return granted
    }),
  }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: null,
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  })
  return {
    endpoint,
    pushManager,
    notification,
    current: () => current,
    restore() {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(navigator, 'serviceWorker')
    },
  }
}

/** This browser claims to be `userAgent` until `restore()` (an iPhone, an iPad). */
export function pretendUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent })
  return { restore: () => Reflect.deleteProperty(navigator, 'userAgent') }
}
