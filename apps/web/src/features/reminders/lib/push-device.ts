import type { PushSubscriptionInput } from '@sosiego/shared'

/*
 * Web push on this device (issue 31): whether the browser can receive it, and subscribing or
 * unsubscribing this browser with the Push API. The server keeps one row per subscribed browser.
 */

/** What this browser can do: push, nothing until the app is on an iPhone's home screen, or nothing. */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported'

type PushEnvironment = {
  hasPushManager: boolean
  hasServiceWorker: boolean
  hasNotification: boolean
  userAgent: string
  maxTouchPoints: number
  /** The app opened from the home screen (display-mode standalone, or Safari's `navigator.standalone`). */
  standalone: boolean
}

/** iPhone, iPod, and iPad (which calls itself a Mac with a touch screen since iPadOS 13). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/**
 * Safari on iPhone and iPad offers push only to a web app added to the home screen (iOS 16.4+):
 * in a tab it has no PushManager at all, so the member is told how to add it rather than that
 * push is impossible. An added app without push is an older iOS: plainly unsupported.
 */
export function pushSupportOf(environment: PushEnvironment): PushSupport {
  if (environment.hasPushManager && environment.hasServiceWorker && environment.hasNotification)
    return 'supported'
  if (isAppleMobile(environment.userAgent, environment.maxTouchPoints) && !environment.standalone)
    return 'ios-install'
  return 'unsupported'
}

/** This browser's environment, read when asked (never at import: the page may be pre-rendered). */
export function currentPushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported'
  const nav = navigator as Navigator & { standalone?: boolean }
  return pushSupportOf({
    hasPushManager: 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasNotification: 'Notification' in window,
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  })
}

/** 'default' (not asked yet), 'granted' or 'denied', as the browser says. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied'
}

/** The VAPID public key as the bytes `pushManager.subscribe` wants (the server sends base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false
  const other = new Uint8Array(buffer)
  return bytes.every((byte, index) => byte === other[index])
}

/** Why turning push on did not happen, for the member's message. */
export class PushRefused extends Error {
  readonly reason: 'denied' | 'dismissed'
  constructor(reason: 'denied' | 'dismissed') {
    super(`Notification permission ${reason}`)
    this.reason = reason
  }
}

/**
 * The panel's service worker (registered for /panel by the panel frame). `ready` never settles
 * where none is registered (development), so it is given a few seconds, then a failure.
 */
async function panelWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No service worker is ready')), 10_000)
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** This browser's current push subscription, or null (none, or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/panel')
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Asks for permission (on the member's own press: browsers refuse a request made without one),
 * then subscribes this browser with the server's key and answers what the server keeps.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushRefused(permission === 'denied' ? 'denied' : 'dismissed')
  const registration = await panelWorker()
  const key = applicationServerKey(vapidPublicKey)
  // A subscription made earlier with this key is used again; one made with another key (the
  // server's keys were replaced) cannot receive the new key's messages, and blocks a new subscribe.
  const existing = await registration.pushManager.getSubscription()
  const reusable = existing && sameBytes(existing.options.applicationServerKey, key) ? existing : null
  if (existing && !reusable) await existing.unsubscribe()
  const subscription =
    reusable ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }))
  const json = subscription.toJSON()
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

/** Unsubscribes this browser; answers the endpoint it had, for the server to forget (null: none). */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentSubscription()
  if (!subscription) return null
  await subscription.unsubscribe()
  return subscription.endpoint
}
