import { es, t } from '@sosiego/shared/messages/panel'
import { useId, useMemo } from 'react'
import { describedBy, Field } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { timeZoneGroups, timeZoneLabel } from '../lib/time-zones.ts'

/**
 * The reminder's zone: every zone the browser knows, by region. When the device is somewhere else
 * than the chosen zone (a trip, a move), it says so and offers the device's zone in one press.
 */
export function TimeZoneSelect({
  value,
  device,
  error,
  onChange,
}: {
  value: string
  device: string | undefined
  error?: string
  onChange: (zone: string) => void
}) {
  const id = useId()
  const groups = useMemo(() => timeZoneGroups([value, device ?? '']), [value, device])
  const hint = es['reminders.timeZoneHint']
  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label={es['reminders.timeZone']} hint={hint} error={error}>
        <Select
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        >
          {groups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      {device && device !== value ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
          {t('reminders.timeZoneDevice', { zone: timeZoneLabel(device) })}
          <button
            type="button"
            onClick={() => onChange(device)}
            className="cursor-pointer font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
          >
            {es['reminders.useDeviceZone']}
          </button>
        </p>
      ) : null}
    </div>
  )
}
