import type { CancelReason, CancelReasonBody } from '@sosiego/shared'
import { es, type PanelKey, t } from '@sosiego/shared/messages/panel'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'

/**
 * The five answers in the order the member sees them: the contract's `cancelReasonValues`, written
 * here by type only, because importing the value would bring the business schemas (and zod) into
 * Mi Suscripción's and the renewal link's code. The two checks below fail to compile if they differ.
 */
const answers = [
  'too-expensive',
  'no-time',
  'content',
  'technical',
  'other',
] as const satisfies readonly CancelReason[]
type Missing = Exclude<CancelReason, (typeof answers)[number]>
export const everyCancelAnswer: Missing extends never ? true : Missing = true

/** The longest note the API takes (cancelReasonBodySchema). */
export const cancelNoteMax = 500

export type CancelReasonAnswer = { reason: CancelReason | undefined; note: string }
export const noCancelReason: CancelReasonAnswer = { reason: undefined, note: '' }

/**
 * What 'Cancelar renovación' sends with the answer: only what the member gave, and nothing at all
 * when they answered nothing (the API cancels just the same with no body).
 */
export function cancelReasonBody(answer: CancelReasonAnswer): CancelReasonBody {
  const note = answer.note.trim().slice(0, cancelNoteMax)
  if (!answer.reason && !note) return undefined
  return { ...(answer.reason ? { reason: answer.reason } : {}), ...(note ? { note } : {}) }
}

type CancelReasonFieldsProps = {
  value: CancelReasonAnswer
  onChange: (value: CancelReasonAnswer) => void
  disabled?: boolean
  className?: string
}

/**
 * '¿Por qué cancelas?' (issue 33): optional, on the same screen as the confirm button and sent with
 * it, so cancelling takes exactly the clicks it took before (TRLGDCU art. 62.3, decision 117).
 * Nothing is preselected and nothing is required.
 */
export function CancelReasonFields({ value, onChange, disabled, className }: CancelReasonFieldsProps) {
  const id = useId()
  const noteId = `${id}-note`
  const hintId = `${id}-hint`
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-3 text-left', className)}
      disabled={disabled}
      aria-describedby={hintId}
    >
      <legend className="text-base font-semibold text-ink-900">{es['cancelReason.question']}</legend>
      <p id={hintId} className="-mt-1 text-sm text-ink-600">
        {es['cancelReason.optional']}
      </p>
      <div className="flex flex-col gap-1">
        {answers.map((reason) => (
          <label
            key={reason}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink-800 hover:bg-primary-50"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={value.reason === reason}
              onChange={() => onChange({ ...value, reason })}
              className="size-4 shrink-0 accent-primary-600"
            />
            {es[`cancelReason.${reason}.label` as PanelKey]}
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-ink-800">
          {es['cancelReason.note']}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={cancelNoteMax}
          value={value.note}
          onChange={(event) => onChange({ ...value, note: event.target.value })}
          aria-describedby={`${noteId}-count`}
          className="w-full resize-y rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
        <p id={`${noteId}-count`} className="text-xs text-ink-600">
          {t('cancelReason.noteCount', { count: String(value.note.length), max: String(cancelNoteMax) })}
        </p>
      </div>
    </fieldset>
  )
}
