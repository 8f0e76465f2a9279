import type { Reflection } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { schemaModules, warmSchemas } from '../../../lib/shared-schemas.ts'
import { useSaveReflection } from '../api/programs.ts'

const moods = [1, 2, 3, 4, 5] as const
const moodKey = (mood: number) => `panelPrograms.reflection.mood.${mood}` as keyof typeof es
export const moodLabel = (mood: number) => es[moodKey(mood)] ?? String(mood)

type ReflectionFormProps = {
  programId: string
  position: number
  /** What the member answered before, when they change it. */
  initial: Reflection | null
  onDone: () => void
  /** 'Ahora no': the question is optional. */
  onSkip: () => void
}

/**
 * '¿Cómo te sientes ahora?' after a done step (issue 30): a 1–5 mood as a radio group and an
 * optional note, checked with the shared schema (its Spanish messages) before it is sent.
 */
export function ReflectionForm({ programId, position, initial, onDone, onSkip }: ReflectionFormProps) {
  const id = useId()
  const [mood, setMood] = useState<number | null>(initial?.mood ?? null)
  const [note, setNote] = useState(initial?.note ?? '')
  const [errors, setErrors] = useState<{ mood?: string; note?: string }>({})
  const save = useSaveReflection()
  const moodGroup = useRef<HTMLFieldSetElement>(null)
  const noteField = useRef<HTMLTextAreaElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { reflectionInputSchema } = await schemaModules.programs()
    const parsed = reflectionInputSchema.safeParse({ mood: mood ?? undefined, note })
    if (!parsed.success) {
      const next: { mood?: string; note?: string } = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'mood'
        next[field] ??= issue.message
      }
      setErrors(next)
      // The first field to fix takes the focus, so its message is where the member is.
      if (next.mood) moodGroup.current?.querySelector('input')?.focus()
      else noteField.current?.focus()
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ id: programId, position, reflection: parsed.data })
      notify.success(es['panelPrograms.reflection.saved'])
      onDone()
    } catch (error) {
      toastError(error, es['panelPrograms.reflection.failed'])
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocusCapture={warmSchemas('programs')}
      onPointerEnter={warmSchemas('programs')}
      className="flex flex-col gap-4 rounded-xl bg-primary-50 p-4"
    >
      <fieldset
        ref={moodGroup}
        aria-describedby={errors.mood ? `${id}-mood-error` : `${id}-hint`}
        className="flex flex-col gap-3"
      >
        <legend className="mb-1 font-semibold text-ink-950">{es['panelPrograms.reflection.question']}</legend>
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {es['panelPrograms.reflection.hint']}
        </p>
        <div className="flex flex-wrap gap-2">
          {moods.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-ink-300 bg-white px-3 py-2 text-sm has-checked:border-primary-600 has-checked:bg-primary-100 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
            >
              <input
                type="radio"
                name={`${id}-mood`}
                value={value}
                checked={mood === value}
                onChange={() => setMood(value)}
                aria-invalid={errors.mood ? true : undefined}
                className="accent-primary-700"
              />
              <span>
                <span className="font-semibold tabular-nums">{value}</span> {moodLabel(value)}
              </span>
            </label>
          ))}
        </div>
        {errors.mood ? (
          <p id={`${id}-mood-error`} role="alert" className="text-sm font-medium text-danger-700">
            {errors.mood}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink-900">
          {es['panelPrograms.reflection.note']}
        </label>
        <textarea
          ref={noteField}
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          className="rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        {errors.note ? (
          <p id={`${id}-note-error`} role="alert" className="text-sm font-medium text-danger-700">
            {errors.note}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          {es['panelPrograms.reflection.save']}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onSkip}>
          {es['panelPrograms.reflection.later']}
        </Button>
      </div>
    </form>
  )
}

/** An answered reflection, as the member left it. */
export function ReflectionSummary({ reflection, onEdit }: { reflection: Reflection; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 rounded-xl bg-ink-50 p-3 text-sm">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink-900">
          {t('panelPrograms.reflection.felt', { mood: moodLabel(reflection.mood) })}
        </p>
        {reflection.note ? <p className="whitespace-pre-line text-ink-700">{reflection.note}</p> : null}
      </div>
      <Button size="sm" variant="ghost" onClick={onEdit}>
        {es['panelPrograms.reflection.edit']}
      </Button>
    </div>
  )
}
