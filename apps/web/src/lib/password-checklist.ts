import { SPECIAL_SYMBOLS } from '@sosiego/shared'

// In lib, not a feature: the design system's password checklist (components/ui) draws it.

export type PasswordRequirement = {
  id: 'length' | 'uppercase' | 'symbol' | 'match'
  label: 'password.rule.length' | 'password.rule.uppercase' | 'password.rule.symbol' | 'password.rule.match'
  met: boolean
}

/**
 * The live checklist shown under a new password: the same rules as the shared password schema,
 * one line each, plus the confirmation when the form has one.
 */
export function passwordChecklist(password: string, confirmation?: string): PasswordRequirement[] {
  const requirements: PasswordRequirement[] = [
    { id: 'length', label: 'password.rule.length', met: password.length >= 8 },
    { id: 'uppercase', label: 'password.rule.uppercase', met: /[A-Z]/.test(password) },
    {
      id: 'symbol',
      label: 'password.rule.symbol',
      met: [...password].some((character) => SPECIAL_SYMBOLS.includes(character)),
    },
  ]
  if (confirmation !== undefined) {
    requirements.push({
      id: 'match',
      label: 'password.rule.match',
      met: password.length > 0 && password === confirmation,
    })
  }
  return requirements
}
