import { z } from 'zod'
import { idSchema } from './common.ts'
import { resolvedPeriodSchema } from './period.ts'

/**
 * Issue 33: the 'Negocio' page (admin only). Every figure's definition, with its formula and edge
 * cases, is in apps/api/src/modules/business/README.md; this file is only the contract.
 * Money is in the plans' currency units (9.99), rounded to the cent; rates are fractions 0..1, or
 * null when their denominator is 0.
 */

/** '¿Por qué cancelas?': the five fixed answers, in the order the member sees them. */
export const cancelReasonValues = ['too-expensive', 'no-time', 'content', 'technical', 'other'] as const
export type CancelReason = (typeof cancelReasonValues)[number]

/**
 * The optional answer sent with 'Cancelar renovación' (POST /api/payments/subscription/cancel-renewal
 * and POST /api/payments/renewal-link/cancel). No body, or an empty one, cancels just the same
 * (nullish: Fastify hands a request without a body to the schema as null).
 */
export const cancelReasonBodySchema = z
  .object({
    reason: z.enum(cancelReasonValues).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .nullish()
export type CancelReasonBody = z.infer<typeof cancelReasonBodySchema>

const moneyFigureSchema = z.object({
  value: z.number().meta({ description: 'In the period (or at its end, for MRR)' }),
  previous: z.number().meta({ description: 'The same figure for the previous period of the same length' }),
})
const countFigureSchema = z.object({ value: z.number().int(), previous: z.number().int() })
const rateFigureSchema = z.object({ value: z.number().nullable(), previous: z.number().nullable() })

/** GET /api/business/summary?period=…: revenue, members, conversion, churn and reasons for the period. */
export const businessSummarySchema = z.object({
  period: resolvedPeriodSchema,
  currency: z.string(),
  revenue: z.object({
    /** Monthly recurring revenue at the period's end: monthly plans at their price, annual at 1/12. */
    mrr: moneyFigureSchema,
    /** How MRR moved in the period; every part is a positive amount (churned and contraction are losses). */
    movement: z.object({
      new: moneyFigureSchema,
      expansion: moneyFigureSchema,
      contraction: moneyFigureSchema,
      churned: moneyFigureSchema,
      reactivated: moneyFigureSchema,
    }),
    /** Everything charged in the period (purchases and renewals), as Órdenes lists it. */
    charged: moneyFigureSchema,
    /** Of it, one-off plans: revenue, never MRR. */
    oneOff: moneyFigureSchema,
    /** Withdrawals and refunds in the period, on the day they happened (a positive amount). */
    refunded: moneyFigureSchema,
    /** charged − refunded. */
    net: moneyFigureSchema,
  }),
  members: z.object({
    /** Paying members at the period's end (a paid plan in force; trials, free plans and staff grants excluded). */
    paying: countFigureSchema,
    /** Paying members at the period's start: churn's denominator. */
    payingAtStart: countFigureSchema,
    trialsStarted: countFigureSchema,
    /** Of the trials started in the period, those that paid within 30 days of the trial's start. */
    trialsConverted: countFigureSchema,
    trialConversion: rateFigureSchema,
    /** Paying at the start and not at the end. */
    churned: countFigureSchema,
    /** churned ÷ payingAtStart. */
    churn: rateFigureSchema,
  }),
  /** One point per calendar day of the period in TIME_ZONE, days with no change included. */
  perDay: z.array(z.object({ day: z.string(), paying: z.number().int(), mrr: z.number() })),
  /** Renewals cancelled in the period, by answer ('none' for those who did not answer). */
  cancelReasons: z.array(
    z.object({
      reason: z.enum([...cancelReasonValues, 'none']),
      count: z.number().int(),
      previous: z.number().int(),
    }),
  ),
  /** The latest notes written with a cancellation in the period, newest first (at most 20). */
  cancelNotes: z.array(
    z.object({ at: z.iso.datetime(), reason: z.enum(cancelReasonValues).nullable(), note: z.string() }),
  ),
})
export type BusinessSummary = z.infer<typeof businessSummarySchema>
export const businessSummaryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: businessSummarySchema,
})

/** GET /api/business/cohorts?months=12 (1..24): monthly cohorts by first payment, in TIME_ZONE months. */
export const businessCohortsQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(24).default(12),
})
export const businessCohortsSchema = z.object({
  timeZone: z.string(),
  cohorts: z.array(
    z.object({
      /** 'YYYY-MM' of the members' first payment. */
      month: z.string(),
      size: z.number().int(),
      /** Offset 0 is the cohort's own month; one entry per month that has begun, up to the current one. */
      months: z.array(
        z.object({
          offset: z.number().int(),
          /** Members of the cohort with a paid plan in force at some moment of that month. */
          paying: z.number().int(),
          /** Members of the cohort who listened at least once that month (the listening ledger). */
          listened: z.number().int(),
        }),
      ),
    }),
  ),
})
export type BusinessCohorts = z.infer<typeof businessCohortsSchema>
export const businessCohortsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: businessCohortsSchema,
})

/**
 * GET /api/business/content-retention?months=12: for members whose first payment is in the last
 * `months` months and at least 90 days ago, what they played in their first 14 days against whether
 * they still paid 90 days after their first payment. A correlation, labelled as such on the page.
 */
export const businessContentRetentionSchema = z.object({
  /** The members it covers. */
  members: z.number().int(),
  retained: z.number().int(),
  categories: z.array(
    z.object({
      categoryId: idSchema,
      name: z.string(),
      /** Members who played it in their first 14 days, and of them those still paying at 90 days. */
      played: z.number().int(),
      playedRetained: z.number().int(),
      /** The rest of the members covered, and of them those still paying at 90 days. */
      notPlayed: z.number().int(),
      notPlayedRetained: z.number().int(),
    }),
  ),
  /** Per cohort: its members covered, those still paying at 90 days, and how many played each category. */
  cohorts: z.array(
    z.object({
      month: z.string(),
      members: z.number().int(),
      retained: z.number().int(),
      played: z.array(z.object({ categoryId: idSchema, members: z.number().int() })),
    }),
  ),
})
export type BusinessContentRetention = z.infer<typeof businessContentRetentionSchema>
export const businessContentRetentionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: businessContentRetentionSchema,
})

/**
 * Each table as CSV (lib/csv.ts's conventions, Spanish headers): GET /api/business/summary/export
 * ?period=… (the per-day series, then the movement and the reasons), /api/business/cohorts/export
 * ?months=…, /api/business/content-retention/export?months=….
 */
export const businessExportPaths = {
  summary: '/api/business/summary/export',
  cohorts: '/api/business/cohorts/export',
  contentRetention: '/api/business/content-retention/export',
} as const
