import { type ReactNode, useId } from 'react'
import { Switch } from '../../../components/ui/switch.tsx'

type SwitchRowProps = {
  label: string
  hint?: ReactNode
  checked: boolean
  disabled?: boolean
  onCheckedChange: (checked: boolean) => void
  /** Below the hint: the state of a channel, an explanation when it cannot be used. */
  children?: ReactNode
}

/** A channel of the reminder: its switch, named by its label and described by its hint. */
export function SwitchRow({ label, hint, checked, disabled, onCheckedChange, children }: SwitchRowProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-200 px-4 py-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-base font-medium text-ink-900">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-ink-600">
              {hint}
            </p>
          ) : null}
        </div>
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-0.5"
        />
      </div>
      {children}
    </div>
  )
}
