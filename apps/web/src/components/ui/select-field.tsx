import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { Select } from './select.tsx'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  disabled?: boolean
  /** Sizes the label and select together (56 wide from md up unless told). */
  className?: string
}

/** A select with its visible label above it, as the list pages' filters use it. */
export function SelectField({ label, value, onChange, options, disabled, className }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5 md:w-56', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  )
}
