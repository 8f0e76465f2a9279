import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'

export const inputClasses = [
  'block h-11 w-full rounded-md border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors',
  'placeholder:text-ink-600 hover:border-ink-400',
  'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/30',
  'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-600',
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600/30',
].join(' ')

type FieldProps = {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

/** Label, control, hint and error stacked, with the ids the control's aria attributes point to. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

export type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  hint?: string
  error?: string
  id?: string
  containerClassName?: string
}

/**
 * A labelled field. Its type is written out even when it is text: a missing type means text to
 * browsers, but checkers that read the attribute (HTML_CodeSniffer's 1.3.5 Identify Input Purpose)
 * then take a name field's autocomplete="given-name" for a token on the wrong kind of control.
 */
export function Input({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  type = 'text',
  ...props
}: InputProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={containerClassName}>
      <input
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(inputClasses, className)}
        {...props}
      />
    </Field>
  )
}
