import { Check } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: ReactNode
  error?: string
  id?: string
}

/** A native checkbox (works with react-hook-form's register) with a larger, styled box. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="peer size-5 cursor-pointer appearance-none rounded-sm border border-ink-400 bg-white checked:border-primary-600 checked:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 aria-invalid:border-danger-600"
            {...props}
          />
          <Check
            aria-hidden="true"
            className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={inputId} className="text-sm leading-relaxed text-ink-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
