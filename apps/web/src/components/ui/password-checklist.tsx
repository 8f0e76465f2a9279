import { es } from '@sosiego/shared/messages/common'
import { Check, Circle } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { passwordChecklist } from '../../lib/password-checklist.ts'

type PasswordChecklistProps = {
  password: string
  /** Adds the "passwords match" line. */
  confirmation?: string
  id?: string
  className?: string
}

/** The live requirements of a new password, ticked as they are met. */
export function PasswordChecklist({ password, confirmation, id, className }: PasswordChecklistProps) {
  const requirements = passwordChecklist(password, confirmation)
  return (
    <div id={id} className={cn('rounded-lg bg-ink-50 px-4 py-3', className)}>
      <p className="text-sm font-medium text-ink-800">{es['password.requirements']}</p>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            data-met={requirement.met}
            className={cn(
              'flex items-center gap-2 transition-colors',
              requirement.met ? 'text-success-700' : 'text-ink-600',
            )}
          >
            {requirement.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span className="sr-only">
              {requirement.met ? es['password.rule.met'] : es['password.rule.unmet']}
            </span>
            {es[requirement.label]}
          </li>
        ))}
      </ul>
    </div>
  )
}
