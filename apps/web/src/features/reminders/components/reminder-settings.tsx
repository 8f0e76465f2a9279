import { type ReminderInput, reminderInputSchema, type ReminderSettings as Settings } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useReminders, useSaveReminders } from '../api/reminders.ts'
import { remindersSectionId } from '../lib/paths.ts'
import { deviceTimeZone } from '../lib/time-zones.ts'
import { CalendarFeed } from './calendar-feed.tsx'
import { PushChannel } from './push-channel.tsx'
import { SwitchRow } from './switch-row.tsx'
import { TimeZoneSelect } from './time-zone-select.tsx'
import { WeekdayPicker } from './weekday-picker.tsx'

/**
 * Configuración › Recordatorios (issue 31): the days and the time (in the member's zone), how the
 * reminder comes (a notification on this device, an e-mail), saved together with one button; and
 * the private calendar feed, whose buttons act at once.
 */
export function ReminderSettings() {
  const reminders = useReminders()
  return (
    <section
      id={remindersSectionId}
      aria-labelledby={`${remindersSectionId}-title`}
      className="flex scroll-mt-24 flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <h2 id={`${remindersSectionId}-title`} className="font-display text-2xl text-ink-950">
          {es['reminders.title']}
        </h2>
        <p className="text-base text-ink-700">{es['reminders.intro']}</p>
      </div>
      {reminders.data ? (
        <>
          <ReminderForm settings={reminders.data} />
          <CalendarFeed settings={reminders.data} />
        </>
      ) : reminders.isError ? (
        <Alert tone="danger" role="alert">
          <p>{es['reminders.failed']}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void reminders.refetch()}>
              {es['reminders.retry']}
            </Button>
          </div>
        </Alert>
      ) : (
        <div role="status" className="flex items-center gap-3 py-6 text-ink-700">
          <Spinner label={null} className="size-5 text-primary-600" />
          {es['reminders.loading']}
        </div>
      )}
    </section>
  )
}

type FieldErrors = Partial<Record<'weekdays' | 'time' | 'timeZone', string>>

/**
 * What the form starts from: the saved reminder, or (never saved) the server's suggestion in this
 * device's own zone, which is the member's best guess of where they are.
 */
function initialInput(settings: Settings): ReminderInput {
  const { weekdays, time, timeZone, push, email } = settings
  return { weekdays, time, push, email, timeZone: settings.saved ? timeZone : (deviceTimeZone() ?? timeZone) }
}

/** The shared schema's Spanish messages, by field (the first for each). */
function errorsOf(input: ReminderInput): FieldErrors {
  const result = reminderInputSchema.safeParse(input)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'weekdays' || field === 'time' || field === 'timeZone') && !errors[field])
      errors[field] = issue.message
  }
  return errors
}

function ReminderForm({ settings }: { settings: Settings }) {
  const [input, setInput] = useState(() => initialInput(settings))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checked, setChecked] = useState(false)
  const save = useSaveReminders()
  const timeId = useId()
  const change = (next: Partial<ReminderInput>) => {
    const changed = { ...input, ...next }
    setInput(changed)
    // Once a save was refused, each change says at once whether it is fixed.
    if (checked) setErrors(errorsOf(changed))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = errorsOf(input)
    setChecked(true)
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      const saved = await save.mutateAsync(input)
      notify.success(
        saved.push || saved.email || saved.calendarUrl
          ? es['reminders.saved']
          : es['reminders.savedNoChannel'],
      )
    } catch (error) {
      toastError(error, es['reminders.saveFailed'])
    }
  }

  const device = useMemo(deviceTimeZone, [])
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <WeekdayPicker
        value={input.weekdays}
        error={errors.weekdays}
        onChange={(weekdays) => change({ weekdays })}
      />
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
        <Input
          id={timeId}
          type="time"
          label={es['reminders.time']}
          value={input.time}
          error={errors.time}
          required
          onChange={(event) => change({ time: event.target.value })}
        />
        <TimeZoneSelect
          value={input.timeZone}
          device={device}
          error={errors.timeZone}
          onChange={(timeZone) => change({ timeZone })}
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-medium text-ink-800">{es['reminders.channels']}</legend>
        <PushChannel settings={settings} push={input.push} onPushChange={(push) => change({ push })} />
        <SwitchRow
          label={es['reminders.email.label']}
          hint={es['reminders.email.hint']}
          checked={input.email}
          onCheckedChange={(email) => change({ email })}
        />
      </fieldset>
      <div>
        <Button type="submit" size="lg" loading={save.isPending}>
          {save.isPending ? es['reminders.saving'] : es['reminders.save']}
        </Button>
      </div>
    </form>
  )
}
