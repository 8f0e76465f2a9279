import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'

type SegmentedChoiceProps<Value extends string> = {
  label: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
  /** The label is for screen readers only where the options speak for themselves. */
  hideLabel?: boolean
}

/** One of a few options, as radio buttons that look like a switch (arrow keys move between them). */
export function SegmentedChoice<Value extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
}: SegmentedChoiceProps<Value>) {
  const name = useId()
  const legendId = useId()
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-1.5">
      <legend id={legendId} className={cn('mb-1.5 text-sm font-medium text-ink-800', hideLabel && 'sr-only')}>
        {label}
      </legend>
      <div className="inline-flex w-fit rounded-full bg-ink-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex h-9 cursor-pointer items-center rounded-full px-5 text-sm font-medium text-ink-700 transition-colors hover:text-ink-950',
              'has-checked:bg-white has-checked:text-primary-800 has-checked:shadow-soft',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
