import type { ReminderSettings } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { CalendarPlus, Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { inputClasses } from '../../../components/ui/input.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useRemoveCalendar, useRenewCalendar } from '../api/reminders.ts'
import { googleCalendarUrl, webcalUrl } from '../lib/paths.ts'

type Asking = 'regenerate' | 'remove' | null

/** The calendar buttons' long names may take two lines on a narrow phone rather than overflow. */
const wrapping = 'h-auto min-h-11 py-2 text-center whitespace-normal'

/**
 * 'Calendario': the private `.ics` address with the saved days and time as a recurring event. Its
 * buttons act at once (no 'Guardar'): creating it, copying it, adding it to Google Calendar or to
 * Apple Calendar and Outlook (webcal://), a new address that revokes the old one, and removing it.
 */
export function CalendarFeed({ settings }: { settings: ReminderSettings }) {
  const renew = useRenewCalendar()
  const remove = useRemoveCalendar()
  const [asking, setAsking] = useState<Asking>(null)
  const id = useId()
  const url = settings.calendarUrl

  const create = async (done: string) => {
    try {
      await renew.mutateAsync()
      notify.success(done)
      setAsking(null)
    } catch (error) {
      toastError(error, es['reminders.calendar.failed'])
    }
  }
  const drop = async () => {
    try {
      await remove.mutateAsync()
      notify.success(es['reminders.calendar.removed'])
      setAsking(null)
    } catch (error) {
      toastError(error, es['reminders.calendar.failed'])
    }
  }
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      notify.success(es['reminders.calendar.copied'])
    } catch {
      notify.error(es['reminders.calendar.copyFailed'])
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 px-4 py-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-base font-medium text-ink-900">
          {es['reminders.calendar.label']}
        </h3>
        <p className="text-sm text-ink-600">{es['reminders.calendar.hint']}</p>
      </div>
      {url ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-url`} className="text-sm font-medium text-ink-800">
              {es['reminders.calendar.url']}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-url`}
                type="url"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className={`${inputClasses} min-w-0 font-mono text-sm sm:flex-1`}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" className="size-4" />
                {es['reminders.calendar.copy']}
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild variant="outline" className={wrapping}>
              <a href={googleCalendarUrl(url)} target="_blank" rel="noopener noreferrer">
                {es['reminders.calendar.google']}
              </a>
            </Button>
            <Button asChild variant="outline" className={wrapping}>
              <a href={webcalUrl(url)}>{es['reminders.calendar.webcal']}</a>
            </Button>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="button" variant="ghost" onClick={() => setAsking('regenerate')}>
              {es['reminders.calendar.regenerate']}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking('remove')}>
              {es['reminders.calendar.remove']}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            loading={renew.isPending}
            onClick={() => void create(es['reminders.calendar.created'])}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {es['reminders.calendar.create']}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking === 'regenerate'}
        title={es['reminders.calendar.regenerateTitle']}
        description={es['reminders.calendar.regenerateText']}
        confirmLabel={es['reminders.calendar.regenerateConfirm']}
        busy={renew.isPending}
        onConfirm={() => void create(es['reminders.calendar.regenerated'])}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        title={es['reminders.calendar.removeTitle']}
        description={es['reminders.calendar.removeText']}
        confirmLabel={es['reminders.calendar.removeConfirm']}
        busy={remove.isPending}
        onConfirm={() => void drop()}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
