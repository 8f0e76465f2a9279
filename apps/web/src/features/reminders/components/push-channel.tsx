import type { ReminderSettings } from '@sosiego/shared'
import { es, tCount } from '@sosiego/shared/messages/panel'
import { useEffect } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { PushRefused } from '../lib/push-device.ts'
import { usePushDevice } from '../lib/use-push-device.ts'
import { SwitchRow } from './switch-row.tsx'

type PushChannelProps = {
  settings: ReminderSettings
  /** The reminder's push channel as the form holds it (saved with 'Guardar recordatorio'). */
  push: boolean
  onPushChange: (push: boolean) => void
}

/**
 * 'Notificaciones en este dispositivo': the switch subscribes or unsubscribes this browser at once
 * (the permission prompt needs the member's press), and turns the reminder's push channel on or off
 * with it; the channel itself is saved with the rest of the form. What the browser cannot do is
 * explained instead: no push at all, an iPhone that needs the app on its home screen, a refusal.
 */
export function PushChannel({ settings, push, onPushChange }: PushChannelProps) {
  const device = usePushDevice(settings)
  const others = Math.max(0, settings.pushDevices - (device.subscribed ? 1 : 0))
  const blocked = device.support !== 'supported' || device.permission === 'denied'

  // A browser subscribed here is a member who wants notifications (a subscription made before a save).
  const subscribedHere = device.subscribed === true
  useEffect(() => {
    if (subscribedHere && !push) onPushChange(true)
  }, [subscribedHere, push, onPushChange])

  const toggle = async (on: boolean) => {
    try {
      if (on) {
        await device.turnOn()
        onPushChange(true)
        notify.success(es['reminders.push.turnedOn'])
      } else {
        await device.turnOff()
        // Other devices still receive them while the channel stays on.
        if (others === 0) onPushChange(false)
        notify.success(es['reminders.push.turnedOff'])
      }
    } catch (error) {
      if (error instanceof PushRefused) {
        // 'denied' shows its own explanation below the switch.
        if (error.reason === 'dismissed') notify.error(es['reminders.push.dismissed'])
        return
      }
      toastError(error, on ? es['reminders.push.failed'] : es['reminders.push.offFailed'])
    }
  }

  return (
    <SwitchRow
      label={es['reminders.push.label']}
      hint={device.subscribed ? es['reminders.push.on'] : es['reminders.push.off']}
      checked={device.subscribed === true}
      disabled={blocked || device.subscribed === null || device.busy}
      onCheckedChange={(on) => void toggle(on)}
    >
      {device.support === 'ios-install' ? (
        <Alert>
          <p>{es['reminders.push.iosInstall']}</p>
        </Alert>
      ) : device.support === 'unsupported' ? (
        <Alert>
          <p>{es['reminders.push.unsupported']}</p>
        </Alert>
      ) : device.permission === 'denied' ? (
        <Alert tone="danger">
          <p>{es['reminders.push.denied']}</p>
        </Alert>
      ) : null}
      {others > 0 ? (
        <p className="text-sm text-ink-700">{tCount('reminders.push.otherDevices', others)}</p>
      ) : null}
      {subscribedHere && !settings.push ? (
        <p className="text-sm font-medium text-primary-800">{es['reminders.unsavedPush']}</p>
      ) : null}
    </SwitchRow>
  )
}
