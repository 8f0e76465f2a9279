import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'

/*
 * The business figures' pre-aggregation (issue 33, decision 116), rebuilt from the rows billing
 * writes. Every definition is in README.md; the SQL here is the one place that applies them.
 */

/** Any one number the refresh's transactions agree on, so two instances never rebuild at once. */
const REFRESH_LOCK = 3_300_116

/** The UTC hour an instant falls in (time-zone free: see decision 116). */
const hourOf = (column: SQL) => sql`to_timestamp(floor(extract(epoch from ${column}) / 3600) * 3600)`

/**
 * Which members a rebuild covers: the listed ids, or (null) everyone, for the first build of a big
 * database (the bench's load) — one set-based statement instead of a pass per member.
 */
const membersFilter = (column: SQL, ids: string[] | null) =>
  ids === null ? sql`true` : sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`

/**
 * Paid plans held: `subscriptions` rows granted by a payment (source 'payment'), of a plan that is not
 * the test plan, for more than 0 (the order's amount), over a non-empty stretch [start, end). MRR: a
 * renewing plan's amount over its months (30 days → 1, 365 → 12), one-off plans none.
 */
const paidRows = (ids: string[] | null) => sql`
  select s.user_id as member_id, s.start_date as s0, coalesce(s.end_date, 'infinity'::timestamptz) as s1,
    case when p.renews
      then round(coalesce(o.amount_cents, p.price_cents)::numeric / greatest(1, round(p.duration_days / 30.4375)))::int
      else 0 end as mrr
  from subscriptions s
  join plans p on p.id = s.plan_id
  left join payment_orders o on o.id = s.order_id
  where s.source = 'payment' and not p.is_test_plan and coalesce(o.amount_cents, p.price_cents) > 0
    and coalesce(s.end_date, 'infinity'::timestamptz) > s.start_date and ${membersFilter(sql`s.user_id`, ids)}`

/**
 * The members' events: at each instant one of their paid plans starts or ends, the state just before
 * and just after, classified (README: new, reactivated, expansion, contraction, churned); and each
 * trial's start, converted when a paid plan started within 30 calendar days (TIME_ZONE) of it.
 */
const eventsOf = (ids: string[] | null, timeZone: string) => sql`
  with paid as (${paidRows(ids)}),
  edges as (
    select member_id, s0 as at from paid
    union select member_id, s1 from paid where s1 < 'infinity'::timestamptz
  ),
  states as (
    select e.member_id, e.at,
      coalesce(sum(p.mrr) filter (where p.s0 < e.at and p.s1 >= e.at), 0) as mrr_before,
      coalesce(sum(p.mrr) filter (where p.s0 <= e.at and p.s1 > e.at), 0) as mrr_after,
      coalesce(bool_or(p.s0 < e.at and p.s1 >= e.at), false) as paying_before,
      coalesce(bool_or(p.s0 <= e.at and p.s1 > e.at), false) as paying_after,
      coalesce(bool_or(p.s0 < e.at), false) as paid_before
    from edges e join paid p on p.member_id = e.member_id
    group by e.member_id, e.at
  )
  select member_id, at,
    (case
      when mrr_before = 0 and mrr_after > 0 then case when paid_before and not paying_before then 'reactivated' else 'new' end
      when mrr_before > 0 and mrr_after = 0 then case when paying_after then 'contraction' else 'churned' end
      when mrr_after > mrr_before then 'expansion'
      when mrr_after < mrr_before then 'contraction'
      else 'paying' end)::business_event_kind as kind,
    paying_after::int - paying_before::int as paying_delta,
    (mrr_after - mrr_before)::int as mrr_delta_cents,
    false as trial_converted
  from states where mrr_before <> mrr_after or paying_before <> paying_after
  union all
  select t.user_id, t.start_date, 'trial'::business_event_kind, 0, 0,
    exists (select 1 from paid p where p.member_id = t.user_id and p.s0 >= t.start_date
      and p.s0 < ((t.start_date at time zone ${timeZone}) + interval '30 days') at time zone ${timeZone})
  from subscriptions t where t.source = 'trial' and ${membersFilter(sql`t.user_id`, ids)}`

/** The events of a set of rows added to (sign 1) or taken from (−1) `business_hours`, hours in order. */
const addToHours = (rows: string, sign: 1 | -1) => sql`
  insert into business_hours (hour, paying_delta, mrr_delta_cents, new_cents, expansion_cents,
    contraction_cents, churned_cents, reactivated_cents, trials, trials_converted)
  select ${hourOf(sql`at`)}, ${sign}::int * sum(paying_delta), ${sign}::int * sum(mrr_delta_cents),
    ${sign}::int * coalesce(sum(mrr_delta_cents) filter (where kind = 'new'), 0),
    ${sign}::int * coalesce(sum(mrr_delta_cents) filter (where kind = 'expansion'), 0),
    ${sign}::int * -coalesce(sum(mrr_delta_cents) filter (where kind = 'contraction'), 0),
    ${sign}::int * -coalesce(sum(mrr_delta_cents) filter (where kind = 'churned'), 0),
    ${sign}::int * coalesce(sum(mrr_delta_cents) filter (where kind = 'reactivated'), 0),
    ${sign}::int * count(*) filter (where kind = 'trial'),
    ${sign}::int * count(*) filter (where kind = 'trial' and trial_converted)
  from ${sql.raw(rows)} group by 1 order by 1
  on conflict (hour) do update set
    paying_delta = business_hours.paying_delta + excluded.paying_delta,
    mrr_delta_cents = business_hours.mrr_delta_cents + excluded.mrr_delta_cents,
    new_cents = business_hours.new_cents + excluded.new_cents,
    expansion_cents = business_hours.expansion_cents + excluded.expansion_cents,
    contraction_cents = business_hours.contraction_cents + excluded.contraction_cents,
    churned_cents = business_hours.churned_cents + excluded.churned_cents,
    reactivated_cents = business_hours.reactivated_cents + excluded.reactivated_cents,
    trials = business_hours.trials + excluded.trials,
    trials_converted = business_hours.trials_converted + excluded.trials_converted`

/** The spans of a set of members from their events: each start paired with the end that follows it. */
const spansOf = (ids: string[] | null) => sql`
  with marks as (
    select member_id, at, paying_delta,
      row_number() over (partition by member_id, paying_delta order by at) as n
    from business_member_events
    where paying_delta <> 0 and ${membersFilter(sql`member_id`, ids)}
  ), spans as (
    select s.member_id, s.at as started_at, e.at as ended_at
    from marks s left join marks e on e.member_id = s.member_id and e.paying_delta = -1 and e.n = s.n
    where s.paying_delta = 1
  )
  insert into business_paying_spans (member_id, started_at, ended_at, previous_ended_at)
  select member_id, started_at, ended_at,
    lag(ended_at) over (partition by member_id order by started_at)
  from spans`

/**
 * Rebuilds the events, hours and spans of the given members (null: everyone) in one transaction.
 * Members whose account is gone are not rebuilt (their subscriptions went with it): their rows are
 * kept and moved to a fresh random id, so the history keeps its shape without the person. Answers the
 * earliest instant any rebuilt row holds, where the monthly tables must start again.
 */
export async function rebuildMembers(
  tx: Database,
  ids: string[] | null,
  timeZone: string,
): Promise<Date | null> {
  let live = ids
  if (ids !== null) {
    const found = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from users where ${membersFilter(sql`id`, ids)}`),
    ).map((row) => row.id)
    const gone = ids.filter((id) => !found.includes(id))
    if (gone.length > 0) {
      const moves = sql`(select m as old_id, gen_random_uuid() as new_id from unnest((select string_to_array(${gone.join(',')}, ',')::uuid[])) as m)`
      await tx.execute(sql`
        with moves as ${moves},
        events as (update business_member_events e set member_id = moves.new_id from moves where e.member_id = moves.old_id)
        update business_paying_spans s set member_id = moves.new_id from moves where s.member_id = moves.old_id`)
    }
    live = found
    if (live.length === 0) return null
  }
  const [earliest] = rowsOf<{ at: number | null }>(
    await tx.execute(sql`
      with gone as (
        delete from business_member_events where ${membersFilter(sql`member_id`, live)} returning *
      ), taken as (${addToHours('gone', -1)} returning 1)
      select (extract(epoch from min(at)) * 1000)::float8 as at from gone`),
  )
  await tx.execute(sql`delete from business_paying_spans where ${membersFilter(sql`member_id`, live)}`)
  const [added] = rowsOf<{ at: number | null }>(
    await tx.execute(sql`
      with added as (
        insert into business_member_events (member_id, at, kind, paying_delta, mrr_delta_cents, trial_converted)
        ${eventsOf(live, timeZone)}
        returning *
      ), summed as (${addToHours('added', 1)} returning 1)
      select (extract(epoch from min(at)) * 1000)::float8 as at from added`),
  )
  await tx.execute(spansOf(live))
  const instants = [earliest?.at, added?.at]
    .filter((value) => value !== null && value !== undefined)
    .map(Number)
  return instants.length === 0 ? null : new Date(Math.min(...instants))
}

/**
 * The cohort tables for months from `fromMonth` (YYYY-MM-01) up to `now`'s month, in TIME_ZONE:
 * cohorts by the month of each member's first paid day; for each month, members paying at some
 * moment of it and members who listened in it (`playtime_daily`, the listening roll-up).
 */
export async function rebuildCohorts(tx: Database, fromMonth: string, now: Date, timeZone: string) {
  const monthOf = (column: SQL) => sql`date_trunc('month', ${column} at time zone ${timeZone})::date`
  const nowMonth = monthOf(sql`${now.toISOString()}::timestamptz`)
  await tx.execute(sql`delete from business_cohorts`)
  await tx.execute(sql`
    insert into business_cohorts (cohort, size)
    select cohort, count(*)::int from (
      select ${monthOf(sql`min(started_at)`)} as cohort from business_paying_spans group by member_id
    ) firsts group by cohort`)
  await tx.execute(sql`delete from business_cohort_months where month >= ${fromMonth}::date`)
  await tx.execute(sql`
    with firsts as (
      select member_id, ${monthOf(sql`min(started_at)`)} as cohort from business_paying_spans group by member_id
    ), paying as (
      select distinct s.member_id, m::date as month
      from business_paying_spans s,
        generate_series(
          greatest(${monthOf(sql`s.started_at`)}, ${fromMonth}::date)::timestamp,
          least(${monthOf(sql`coalesce(s.ended_at - interval '1 microsecond', 'infinity'::timestamptz)`)}, ${nowMonth})::timestamp,
          interval '1 month') as m
      where s.ended_at is null or s.ended_at > ${fromMonth}::date at time zone ${timeZone}
    ), listened as (
      select distinct user_id as member_id, date_trunc('month', day::timestamp)::date as month
      from playtime_daily where day >= ${fromMonth}::date
    ), counted as (
      select f.cohort, p.month, 1 as paying, 0 as listened from paying p join firsts f using (member_id)
      union all
      select f.cohort, l.month, 0, 1 from listened l join firsts f using (member_id) where l.month >= f.cohort
    )
    insert into business_cohort_months (cohort, month, paying, listened)
    select cohort, month, sum(paying)::int, sum(listened)::int from counted
    where month <= ${nowMonth} group by cohort, month`)
}

/**
 * The content-retention tables for cohorts from `fromMonth`: members whose first paid day is at
 * least 90 days before `now`; the categories each played in their first 14 calendar days; and
 * whether they were paying at the same moment 90 calendar days after their first payment.
 */
export async function rebuildContent(tx: Database, fromMonth: string, now: Date, timeZone: string) {
  const local = (column: SQL) => sql`(${column} at time zone ${timeZone})`
  await tx.execute(sql`delete from business_content_categories where cohort >= ${fromMonth}::date`)
  await tx.execute(sql`delete from business_content_cohorts where cohort >= ${fromMonth}::date`)
  await tx.execute(sql`
    with firsts as (
      select member_id, min(started_at) as first_at from business_paying_spans group by member_id
    ), covered as (
      select f.member_id, f.first_at, date_trunc('month', ${local(sql`f.first_at`)})::date as cohort,
        ${local(sql`f.first_at`)}::date as first_day,
        exists (select 1 from business_paying_spans s where s.member_id = f.member_id
          and s.started_at <= (${local(sql`f.first_at`)} + interval '90 days') at time zone ${timeZone}
          and (s.ended_at is null or s.ended_at > (${local(sql`f.first_at`)} + interval '90 days') at time zone ${timeZone})
        ) as retained
      from firsts f
      where (${local(sql`f.first_at`)} + interval '90 days') at time zone ${timeZone} <= ${now.toISOString()}::timestamptz
        and date_trunc('month', ${local(sql`f.first_at`)})::date >= ${fromMonth}::date
    ), cohorts as (
      insert into business_content_cohorts (cohort, members, retained)
      select cohort, count(*)::int, count(*) filter (where retained)::int from covered group by cohort
    ), played as (
      select distinct c.member_id, c.cohort, c.retained, d.category_id
      from covered c join playtime_daily d on d.user_id = c.member_id
        and d.day >= c.first_day and d.day < c.first_day + 14 and d.seconds > 0
    )
    insert into business_content_categories (cohort, category_id, played, played_retained)
    select cohort, category_id, count(*)::int, count(*) filter (where retained)::int
    from played group by cohort, category_id`)
}

export type RefreshOutcome = { members: number; monthly: boolean }

/** How long the monthly tables (cohorts, content) may wait for their next rebuild. */
export const MONTHLY_EVERY_MS = 3_600_000

/**
 * One refresh: the members marked since the last one, in batches, each in a transaction holding the
 * refresh lock; then, once an hour (or when `monthly` says so), the cohort and content tables from
 * the earliest month a change touched (and always the current and previous month: listening and
 * paying in them move every day). A transaction waits for the lock rather than skipping, so a caller
 * (a test, the bench) that asks for a refresh gets one that saw everything committed before it.
 */
export async function refreshBusiness(
  db: Database,
  {
    timeZone,
    now = new Date(),
    monthly = 'due',
  }: { timeZone: string; now?: Date; monthly?: 'due' | 'now' | 'all' },
): Promise<RefreshOutcome> {
  let members = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`)
      const ids = rowsOf<{ member_id: string }>(
        await tx.execute(sql`
          delete from business_dirty_members where member_id in (
            select member_id from business_dirty_members order by member_id limit 500 for update skip locked)
          returning member_id`),
      ).map((row) => row.member_id)
      if (ids.length === 0) return 0
      const earliest = await rebuildMembers(tx, ids, timeZone)
      if (earliest) await noteMonthlyFrom(tx, earliest, timeZone)
      return ids.length
    })
    members += batch
    if (batch === 0) break
  }
  const monthlyDone = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`)
    const [state] = rowsOf<{ monthlyAt: number | null; monthlyFrom: string | null; timeZone: string | null }>(
      await tx.execute(sql`select (extract(epoch from monthly_at) * 1000)::float8 as "monthlyAt", monthly_from::text as "monthlyFrom",
        time_zone as "timeZone" from business_refresh_state where id = 1`),
    )
    const stale =
      !state?.monthlyAt ||
      state.timeZone !== timeZone ||
      now.getTime() - Number(state.monthlyAt) >= MONTHLY_EVERY_MS
    if (monthly === 'due' && !stale) return false
    const everything = monthly === 'all' || !state?.monthlyAt || state.timeZone !== timeZone
    const [bounds] = rowsOf<{ previousMonth: string }>(
      await tx.execute(sql`select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone})
        - interval '1 month')::date::text as "previousMonth"`),
    )
    const recent = bounds?.previousMonth ?? '1970-01-01'
    const from = everything
      ? '1970-01-01'
      : state?.monthlyFrom && state.monthlyFrom < recent
        ? state.monthlyFrom
        : recent
    // A member's 90 days end every day: the cohorts from four months back are the ones that move.
    const [contentBounds] = rowsOf<{ month: string }>(
      await tx.execute(sql`select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone})
        - interval '4 months')::date::text as "month"`),
    )
    const contentRecent = contentBounds?.month ?? '1970-01-01'
    await rebuildCohorts(tx, from, now, timeZone)
    // Month strings (YYYY-MM-DD) order as text: the earlier of the two.
    await rebuildContent(tx, [from, contentRecent].sort()[0] as string, now, timeZone)
    await tx.execute(sql`
      insert into business_refresh_state (id, monthly_at, monthly_from, time_zone)
      values (1, ${now.toISOString()}::timestamptz, null, ${timeZone})
      on conflict (id) do update set monthly_at = excluded.monthly_at, monthly_from = null, time_zone = excluded.time_zone`)
    return true
  })
  return { members, monthly: monthlyDone }
}

/** Remembers the earliest month a member's change touched, for the next monthly rebuild. */
async function noteMonthlyFrom(tx: Database, earliest: Date, timeZone: string) {
  await tx.execute(sql`
    insert into business_refresh_state (id, monthly_from)
    values (1, date_trunc('month', ${earliest.toISOString()}::timestamptz at time zone ${timeZone})::date)
    on conflict (id) do update set monthly_from = least(
      coalesce(business_refresh_state.monthly_from, excluded.monthly_from), excluded.monthly_from)`)
}

/** The bench's first build, and a repair after a bulk load with the triggers off: everything, set-based. */
export async function rebuildEverything(db: Database, timeZone: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`)
    await tx.execute(sql`delete from business_dirty_members`)
    await tx.execute(sql`delete from business_member_events`)
    await tx.execute(sql`delete from business_paying_spans`)
    await tx.execute(sql`delete from business_hours`)
    await tx.execute(sql`
      insert into business_member_events (member_id, at, kind, paying_delta, mrr_delta_cents, trial_converted)
      ${eventsOf(null, timeZone)}`)
    await tx.execute(addToHours('business_member_events', 1))
    await tx.execute(spansOf(null))
    await tx.execute(sql`delete from business_money_hours`)
    await tx.execute(sql`
      insert into business_money_hours (hour, charged_cents, one_off_cents, refunded_cents)
      select ${hourOf(sql`o.completed_at`)},
        sum(case when o.kind in ('purchase', 'renewal') and o.status = 'completed' then o.amount_cents else 0 end),
        sum(case when o.kind in ('purchase', 'renewal') and o.status = 'completed' and not p.renews then o.amount_cents else 0 end),
        sum(case when o.kind in ('withdrawal', 'refund') and o.status = 'refunded' then o.amount_cents else 0 end)
      from payment_orders o join plans p on p.id = o.plan_id
      where o.completed_at is not null group by 1`)
  })
  await refreshBusiness(db, { timeZone, now, monthly: 'all' })
}
