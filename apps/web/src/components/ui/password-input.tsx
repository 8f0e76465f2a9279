import { es } from '@sosiego/shared/messages/common'
import { Eye, EyeOff } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { describedBy, Field, type InputProps, inputClasses } from './input.tsx'

type PasswordInputProps = Omit<InputProps, 'type'>

export function PasswordInput({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  ...props
}: PasswordInputProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={cn(inputClasses, 'pr-12', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? es['password.hide'] : es['password.show']}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-md text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </Field>
  )
}
