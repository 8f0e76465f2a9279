// In lib, not features/plans: lib/plan-picker.ts (billing and plans) labels periods with it too.

// Issue 32: the built-in checkout page and the e-mails say the period too, so the rule is shared.
export { periodLabel } from '@sosiego/shared'

export function panelPeriodLabel(durationDays: number): string {
  return durationDays === 365 ? '/ año' : '/ mes'
}
