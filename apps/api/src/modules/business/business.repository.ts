import type { CancelReason } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { renewalCancellations } from '../../db/schema/index.ts'

/** 'Cancelar renovación' done: one row, answered or not (issue 33). */
export async function insertRenewalCancellation(
  db: Database,
  values: {
    userId: string
    providerSubscriptionId: string
    planId: string
    reason: CancelReason | null
    note: string | null
    at: Date
  },
) {
  await db.insert(renewalCancellations).values({
    userId: values.userId,
    providerSubscriptionId: values.providerSubscriptionId,
    planId: values.planId,
    reason: values.reason,
    note: values.note,
    createdAt: values.at,
  })
}

const instants = (values: Date[]) =>
  sql`(select string_to_array(${values.map((value) => value.toISOString()).join(',')}, ',')::timestamptz[])`

export type HourBucket = {
  bucket: number
  payingDelta: number
  mrrDeltaCents: number
  newCents: number
  expansionCents: number
  contractionCents: number
  churnedCents: number
  reactivatedCents: number
  trials: number
  trialsConverted: number
  chargedCents: number
  oneOffCents: number
  refundedCents: number
}

/**
 * The hours' sums per bucket: bucket 0 everything before the first threshold (the running totals'
 * start), bucket i from threshold i to threshold i + 1 (1-based), nothing from the last one on.
 * Reads at most the hours from the first threshold to the last, plus one index-only sum before it.
 */
export async function hourBuckets(db: Database, thresholds: Date[], now: Date): Promise<HourBucket[]> {
  const first = thresholds[0] as Date
  const last = thresholds[thresholds.length - 1] as Date
  // A period ending today ends tonight, but a plan whose paid time runs out later today has not
  // lapsed yet (its renewal is charged then): members' changes count up to now, never ahead. The
  // whole hours from business_hours, the hour begun from the events themselves.
  const until = new Date(Math.min(last.getTime(), now.getTime()))
  const wholeHours = new Date(Math.min(last.getTime(), Math.floor(now.getTime() / 3_600_000) * 3_600_000))
  const result = await db.execute(sql`
    with members as (
      select case when hour < ${first.toISOString()}::timestamptz then 0 else width_bucket(hour, ${instants(thresholds)}) end as b,
        paying_delta, mrr_delta_cents, new_cents, expansion_cents, contraction_cents, churned_cents,
        reactivated_cents, trials, trials_converted
      from business_hours where hour < ${wholeHours.toISOString()}::timestamptz
      union all
      select case when at < ${first.toISOString()}::timestamptz then 0 else width_bucket(at, ${instants(thresholds)}) end,
        paying_delta, mrr_delta_cents,
        case when kind = 'new' then mrr_delta_cents else 0 end,
        case when kind = 'expansion' then mrr_delta_cents else 0 end,
        case when kind = 'contraction' then -mrr_delta_cents else 0 end,
        case when kind = 'churned' then -mrr_delta_cents else 0 end,
        case when kind = 'reactivated' then mrr_delta_cents else 0 end,
        case when kind = 'trial' then 1 else 0 end,
        case when kind = 'trial' and trial_converted then 1 else 0 end
      from business_member_events
      where at >= ${wholeHours.toISOString()}::timestamptz and at < ${until.toISOString()}::timestamptz
    ), money as (
      select width_bucket(hour, ${instants(thresholds)}) as b, charged_cents, one_off_cents, refunded_cents
      from business_money_hours where hour >= ${first.toISOString()}::timestamptz and hour < ${last.toISOString()}::timestamptz
    ), m as (
      select b, sum(paying_delta)::float8 as "payingDelta", sum(mrr_delta_cents)::float8 as "mrrDeltaCents",
        sum(new_cents)::float8 as "newCents", sum(expansion_cents)::float8 as "expansionCents",
        sum(contraction_cents)::float8 as "contractionCents", sum(churned_cents)::float8 as "churnedCents",
        sum(reactivated_cents)::float8 as "reactivatedCents", sum(trials)::float8 as "trials",
        sum(trials_converted)::float8 as "trialsConverted"
      from members group by b
    ), g as (
      select b, sum(charged_cents)::float8 as "chargedCents", sum(one_off_cents)::float8 as "oneOffCents",
        sum(refunded_cents)::float8 as "refundedCents"
      from money group by b
    )
    select coalesce(m.b, g.b) as bucket, m."payingDelta", m."mrrDeltaCents", m."newCents", m."expansionCents",
      m."contractionCents", m."churnedCents", m."reactivatedCents", m."trials", m."trialsConverted",
      g."chargedCents", g."oneOffCents", g."refundedCents"
    from m full join g on g.b = m.b`)
  return rowsOf<Record<keyof HourBucket, number | null>>(result).map((row) => ({
    bucket: Number(row.bucket),
    payingDelta: Number(row.payingDelta ?? 0),
    mrrDeltaCents: Number(row.mrrDeltaCents ?? 0),
    newCents: Number(row.newCents ?? 0),
    expansionCents: Number(row.expansionCents ?? 0),
    contractionCents: Number(row.contractionCents ?? 0),
    churnedCents: Number(row.churnedCents ?? 0),
    reactivatedCents: Number(row.reactivatedCents ?? 0),
    trials: Number(row.trials ?? 0),
    trialsConverted: Number(row.trialsConverted ?? 0),
    chargedCents: Number(row.chargedCents ?? 0),
    oneOffCents: Number(row.oneOffCents ?? 0),
    refundedCents: Number(row.refundedCents ?? 0),
  }))
}

/**
 * Members paying at `start` who are not paying at `end` (decision 116): the spans holding `start` that
 * end by `end`, less those members back by `end` (a later span of theirs holds it). Spans are a
 * member's unbroken paying stretches, so each member holds at most one span at an instant.
 */
export async function churnedBetween(db: Database, start: Date, end: Date): Promise<number> {
  const [row] = rowsOf<{ lost: number; back: number }>(
    await db.execute(sql`
      select
        (select count(*) from business_paying_spans
          where ended_at > ${start.toISOString()}::timestamptz and ended_at <= ${end.toISOString()}::timestamptz
            and started_at <= ${start.toISOString()}::timestamptz)::int as lost,
        (select count(distinct r.member_id) from business_paying_spans r
          where r.previous_ended_at > ${start.toISOString()}::timestamptz
            and r.previous_ended_at <= ${end.toISOString()}::timestamptz
            and r.started_at <= ${end.toISOString()}::timestamptz
            and (r.ended_at is null or r.ended_at > ${end.toISOString()}::timestamptz)
            and exists (select 1 from business_paying_spans s where s.member_id = r.member_id
              and s.started_at <= ${start.toISOString()}::timestamptz and s.ended_at > ${start.toISOString()}::timestamptz
              and s.ended_at <= ${end.toISOString()}::timestamptz))::int as back`),
  )
  return Number(row?.lost ?? 0) - Number(row?.back ?? 0)
}

/**
 * Cancellations by reason: bucket 1 the previous period, 2 the period ([t0, t1), [t1, t2)), from the
 * trigger-kept hours (decision 116), never the rows themselves.
 */
export async function cancellationsByReason(db: Database, thresholds: [Date, Date, Date]) {
  return rowsOf<{ bucket: number; reason: CancelReason | 'none'; count: number }>(
    await db.execute(sql`
      select width_bucket(hour, ${instants(thresholds)}) as bucket, reason, sum(cancellations)::int as count
      from business_cancel_hours
      where hour >= ${thresholds[0].toISOString()}::timestamptz and hour < ${thresholds[2].toISOString()}::timestamptz
      group by 1, 2`),
  ).map((row) => ({ bucket: Number(row.bucket), reason: row.reason, count: Number(row.count) }))
}

/** The latest notes written with a cancellation in [start, end), newest first. */
export async function latestCancelNotes(db: Database, start: Date, end: Date, limit: number) {
  return rowsOf<{ at: Date | string; reason: CancelReason | null; note: string }>(
    await db.execute(sql`
      select created_at as at, reason, note from renewal_cancellations
      where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        and note is not null and note <> ''
      order by created_at desc limit ${limit}`),
  ).map((row) => ({ at: new Date(row.at), reason: row.reason, note: row.note }))
}

/** The currency the paid plans are sold in (one for the whole catalogue). */
export async function planCurrency(db: Database): Promise<string> {
  const [row] = rowsOf<{ currency: string }>(
    await db.execute(
      sql`select currency from plans where price_cents > 0 order by "order", created_at limit 1`,
    ),
  )
  return row?.currency ?? 'EUR'
}

/** The cohorts from `fromMonth` on, with their months. */
export async function cohortRows(db: Database, fromMonth: string) {
  const sizes = rowsOf<{ cohort: string; size: number }>(
    await db.execute(sql`select cohort::text as cohort, size from business_cohorts
      where cohort >= ${fromMonth}::date order by cohort`),
  )
  const months = rowsOf<{ cohort: string; month: string; paying: number; listened: number }>(
    await db.execute(sql`select cohort::text as cohort, month::text as month, paying, listened
      from business_cohort_months where cohort >= ${fromMonth}::date order by cohort, month`),
  )
  return { sizes, months }
}

/** The content-retention rows of the cohorts from `fromMonth` on, with the categories' names. */
export async function contentRows(db: Database, fromMonth: string) {
  const cohorts = rowsOf<{ cohort: string; members: number; retained: number }>(
    await db.execute(sql`select cohort::text as cohort, members, retained from business_content_cohorts
      where cohort >= ${fromMonth}::date order by cohort`),
  )
  const categories = rowsOf<{
    cohort: string
    categoryId: string
    name: string
    played: number
    playedRetained: number
  }>(
    await db.execute(sql`select c.cohort::text as cohort, c.category_id as "categoryId", k.name, c.played,
        c.played_retained as "playedRetained"
      from business_content_categories c join categories k on k.id = c.category_id
      where c.cohort >= ${fromMonth}::date order by k.name, c.cohort`),
  )
  return { cohorts, categories }
}
