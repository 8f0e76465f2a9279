import { addTagsFromDraft } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { X } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { inputClasses } from '../../../components/ui/input.tsx'
import { cn } from '../../../lib/cn.ts'

type TagInputProps = { value: string[]; onChange: (tags: string[]) => void; error?: string }

/**
 * 'Etiquetas' (spec §5): Enter or a comma adds what was typed, trimmed, lower-cased and without
 * repeats; each tag shows as a chip that can be removed. What is left typed joins when the field
 * loses focus, so it is not lost on saving.
 */
export function TagInput({ value, onChange, error }: TagInputProps) {
  const [draft, setDraft] = useState('')
  const id = useId()
  const hintId = `${id}-hint`

  const commit = (text: string) => {
    if (text.trim()) onChange(addTagsFromDraft(value, text))
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag instead of sending the form.
      event.preventDefault()
      commit(draft)
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {es['adminContent.form.tags']}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-0.5 pr-1 pl-2.5 text-sm text-primary-900"
            >
              {tag}
              <button
                type="button"
                aria-label={t('adminContent.form.removeTag', { tag })}
                onClick={() => onChange(value.filter((item) => item !== tag))}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-primary-200 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        onChange={(event) => {
          const text = event.target.value
          // A pasted 'a, b, c' becomes three tags at once.
          if (text.includes(',')) commit(text)
          else setDraft(text)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
        placeholder={es['adminContent.form.newTag']}
        maxLength={40}
        aria-describedby={error ? `${id}-error` : hintId}
        aria-invalid={error ? true : undefined}
        className={cn(inputClasses)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-ink-600">
          {es['adminContent.form.tagsHint']}
        </p>
      )}
    </div>
  )
}
