import { z } from 'zod'
import type { UserRole } from '../rules/people-roles.ts'
import { userRoleSchema } from './auth.ts'
import { resolvedPeriodSchema } from './period.ts'

/**
 * The Panel de Control's one call (issue 15, decision 060): GET /api/stats/dashboard?period=….
 * Every figure comes with the same figure for the previous period of the same length, so the page
 * shows the change without a second call.
 */
const figureSchema = z.object({
  value: z.number().int().meta({ description: 'In the period (or at its end, for counts of accounts)' }),
  previous: z.number().int().meta({ description: 'The same figure for the previous period' }),
})
export type DashboardFigure = z.infer<typeof figureSchema>

const roleFigureSchema = figureSchema.extend({ role: userRoleSchema })

/** The spec's breakdown boxes: system users are creators and therapists; clients visitors and subscribers. */
export const systemUserRoles = ['creator', 'therapist'] as const satisfies readonly UserRole[]
export const clientUserRoles = ['visitor', 'subscriber'] as const satisfies readonly UserRole[]

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  period: resolvedPeriodSchema,
  cards: z.object({
    totalUsers: figureSchema.meta({ description: 'Accounts at the end of the period, every role' }),
    activeUsers: figureSchema.meta({ description: 'Of those, accounts not deactivated' }),
    verifiedUsers: figureSchema.extend({
      percentOfTotal: z.number().int().meta({ description: 'verified ÷ total × 100, rounded' }),
    }),
    newUsers: figureSchema.meta({ description: 'Accounts created in the period, every role' }),
  }),
  /** Accounts at the end of the period, per role (every role, in the roles' order). */
  usersByRole: z.array(roleFigureSchema),
  /** Accounts created in the period, per role. */
  newUsersByRole: z.array(roleFigureSchema),
  /** Sign-ups per calendar day of the period in the service's time zone, days with none included. */
  signupsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
})
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>
