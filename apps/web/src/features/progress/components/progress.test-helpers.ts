import type { Habits, Progress } from '@sosiego/shared'

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

/** Mi progreso's answer for a member with no listening yet, with `overrides` (issue 17's shape). */
export function progressOf(overrides: Partial<Progress> = {}): Progress {
  return {
    timeZone: 'Europe/Madrid',
    today: '2026-11-24',
    seconds: { today: 0, week: 0, month: 0, total: 0 },
    sessionsCompleted: 0,
    favouriteCategory: null,
    favouriteTheme: null,
    streak: { current: 0, longest: 0, minSeconds: 300 },
    calendar: [],
    habits: habitsOf(),
    ...overrides,
  }
}
