import type { ReminderSettings } from '@sosiego/shared'
import { useEffect, useState } from 'react'
import { useAddPushSubscription, useRemovePushSubscription } from '../api/reminders.ts'
import {
  currentPushSupport,
  currentSubscription,
  notificationPermission,
  type PushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './push-device.ts'

export type PushDevice = {
  support: PushSupport
  permission: NotificationPermission
  /** Whether this browser receives the member's reminders; null while it is being checked. */
  subscribed: boolean | null
  busy: boolean
  /** Asks for permission, subscribes this browser and tells the server. Throws what went wrong. */
  turnOn: () => Promise<void>
  /** Unsubscribes this browser and tells the server to forget it. */
  turnOff: () => Promise<void>
}

/**
 * Web push on this device, as the settings show it. A browser counts as subscribed when it holds a
 * subscription and the server knows of at least one device: a subscription the push service
 * dropped (the server removes it on a 410) reads as off, and turning it on again sends it anew.
 */
export function usePushDevice(settings: ReminderSettings): PushDevice {
  const [support] = useState(currentPushSupport)
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    support === 'supported' ? notificationPermission() : 'default',
  )
  const [hasSubscription, setHasSubscription] = useState<boolean | null>(
    support === 'supported' ? null : false,
  )
  const [working, setWorking] = useState(false)
  const add = useAddPushSubscription()
  const remove = useRemovePushSubscription()

  useEffect(() => {
    if (support !== 'supported') return
    let current = true
    currentSubscription().then(
      (subscription) => current && setHasSubscription(subscription !== null),
      () => current && setHasSubscription(false),
    )
    return () => {
      current = false
    }
  }, [support])

  const turnOn = async () => {
    setWorking(true)
    try {
      const subscription = await subscribeThisBrowser(settings.vapidPublicKey)
      setHasSubscription(true)
      await add.mutateAsync(subscription)
    } finally {
      setPermission(notificationPermission())
      setWorking(false)
    }
  }

  const turnOff = async () => {
    setWorking(true)
    try {
      const endpoint = await unsubscribeThisBrowser()
      setHasSubscription(false)
      if (endpoint) await remove.mutateAsync(endpoint)
    } finally {
      setWorking(false)
    }
  }

  return {
    support,
    permission,
    subscribed: hasSubscription === null ? null : hasSubscription && settings.pushDevices > 0,
    busy: working,
    turnOn,
    turnOff,
  }
}
