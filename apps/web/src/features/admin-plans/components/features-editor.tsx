import { es, t } from '@sosiego/shared/messages/back-office'
import { Plus, Trash2 } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { inputClasses } from '../../../components/ui/input.tsx'

type FeaturesEditorProps = { value: string[]; onChange: (features: string[]) => void }

/** The plan's features: each one editable and removable, and a field to add one (Enter adds too). */
export function FeaturesEditor({ value, onChange }: FeaturesEditorProps) {
  const [draft, setDraft] = useState('')
  const labelId = useId()
  const draftId = useId()

  const add = () => {
    const text = draft.trim()
    if (!text) return
    onChange([...value, text])
    setDraft('')
  }
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the feature instead of sending the whole form.
      event.preventDefault()
      add()
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-labelledby={labelId}>
      <legend id={labelId} className="text-sm font-medium text-ink-800">
        {es['adminPlans.field.features']}
      </legend>
      {value.length === 0 ? (
        <p className="text-sm text-ink-600">{es['adminPlans.field.noFeatures']}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {value.map((feature, index) => (
          // Features may repeat while being typed; their position is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-center gap-2">
            <input
              aria-label={t('adminPlans.field.feature', { n: index + 1 })}
              value={feature}
              onChange={(event) =>
                onChange(value.map((item, i) => (i === index ? event.target.value : item)))
              }
              className={inputClasses}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('adminPlans.field.removeFeature', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4 text-danger-600" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        <label htmlFor={draftId} className="sr-only">
          {es['adminPlans.field.newFeature']}
        </label>
        <input
          id={draftId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onDraftKey}
          placeholder={es['adminPlans.field.newFeature']}
          maxLength={200}
          className={inputClasses}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          {es['adminPlans.field.addFeature']}
        </Button>
      </div>
    </fieldset>
  )
}
