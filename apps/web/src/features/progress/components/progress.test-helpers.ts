import type { Habits } from '@sosiego/shared'

/** A member's habits as the API answers them for someone who never changed them (issue 31). */
export function habitsOf(overrides: Partial<Habits> = {}): Habits {
  return {
    showStreak: true,
    weeklyGoal: null,
    weeklyGoalDone: null,
    timeZone: 'Europe/Madrid',
    today: '2026-11-24',
    restDays: [],
    restDaysPerMonth: 2,
    restDaysLeft: 2,
    ...overrides,
  }
}
