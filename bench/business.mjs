// The Negocio page at scale (issue 33, decision 116). Only with BENCH_DATABASE_URL: 100,000 members
// (bench/playtime-seed.mjs's, with their 10,000,000 listening reports' daily roll-ups), then their plans and
// 1,000,000 orders written here with generate_series in the database itself, through the real
// triggers (money per hour, members marked for the refresh pass). The server's own refresh pass then
// builds the members' figures, as it would after any bulk load; the scenarios wait for it.
import { signIn } from './patient-fetch.mjs'

const ORDERS = Number(process.env.BENCH_BUSINESS_ORDERS ?? 1_000_000)
const DAYS = 540
let seeded

/**
 * The listening: 100,000 members and the `playtime_daily` rows of 10,000,000 one-minute reports
 * (four per member, item and day: 2,500,000 rows) over 400 days, as bench/playtime-seed.mjs writes
 * them (its members' e-mails, so either seed's members serve both), without its test takes and
 * per-item roll-ups, which no business figure reads. Skipped when the members are there.
 */
async function seedListening(client, step) {
  const { rows } = await client.query(
    `select count(*)::int as n from users where email like 'bench-%@bench.test'`,
  )
  if (rows[0].n > 0) return
  await step(
    'members',
    `insert into users (name, last_name, email, password_hash, role, is_verified)
     select 'Bench', 'Miembro ' || g, 'bench-' || g || '@bench.test', null, 'subscriber', true
     from generate_series(1, 100000) g`,
  )
  await step(
    'items',
    `insert into media_items (title, description, file_type, theme_id, duration, audio_name, audio_url, is_active)
     select 'Bench ' || lpad(g::text, 4, '0'), 'Bench item', 'audio', t.id, 300 + (g % 20) * 60,
            'bench.mp3', '/media/audios/bench.mp3', true
     from generate_series(1, 2000) g
     join (select id, row_number() over (order by slug) - 1 as n, count(*) over () as total from themes) t
       on t.n = g % t.total`,
  )
  await client.query(
    "create temporary table bench_members as select row_number() over (order by id) as n, id from users where email like 'bench-%@bench.test'",
  )
  await client.query(`create temporary table bench_items as
    select row_number() over (order by m.id) as n, m.id, m.theme_id, t.category_id
    from media_items m join themes t on t.id = m.theme_id where m.title like 'Bench %'`)
  await client.query('analyze bench_members; analyze bench_items')
  // The per-item roll-ups' row trigger would cost two upserts per row; nothing here reads them.
  await client.query('alter table playtime_daily disable trigger playtime_daily_rollup')
  await step(
    'playtime_daily (10,000,000 reports)',
    `insert into playtime_daily (user_id, media_id, theme_id, category_id, day, seconds)
     select u.id, i.id, i.theme_id, i.category_id, p.day, p.seconds
     from (
       select member, item, day, sum(seconds)::int as seconds
       from (
         select 1 + floor(power(random(), 2) * 100000)::int as member,
                1 + floor(power(random(), 3) * 2000)::int as item,
                (current_date - floor(random() * 400)::int) as day,
                240 - floor(random() * 30)::int as seconds
         from generate_series(1, 2500000)
       ) picks
       group by member, item, day
     ) p
     join bench_members u on u.n = p.member
     join bench_items i on i.n = p.item
     on conflict (user_id, media_id, day) do nothing`,
  )
  await client.query('alter table playtime_daily enable trigger playtime_daily_rollup')
  await step('analyze listening', 'analyze playtime_daily; analyze users')
}

/**
 * Each member: a first payment in the last 540 days, on full (70%), mini (20%, a third of them
 * upgraded to full 45 days in), annual (10%) or a one-off plan (1 in 50); paying for 1 to 24 months
 * (most leave early: an exponential draw); 60% after a trial; 5% withdraw on day 3. Renewal orders
 * for every period begun before now. Abandoned checkouts fill the orders up to 1,000,000 (Órdenes
 * has them too; they move no figure). Of the members who left, 70% answered '¿Por qué cancelas?'.
 */
async function seedBusiness(databaseUrl) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const step = async (label, text, values = []) => {
    const started = performance.now()
    const result = await client.query(text, values)
    console.log(
      `  business ${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return result
  }
  try {
    const done = await client.query(
      `select count(*)::int as n from payment_orders where idempotency_key like 'bench-biz-%'`,
    )
    if (done.rows[0].n > 0) return
    await seedListening(client, step)
    await client.query(`insert into plans (name, slug, price_cents, currency, duration_days, renews, full_category_access)
      values ('Bench único', 'bench-unico', 2999, (select currency from plans where slug = 'full'), 30, false, true)
      on conflict (slug) do nothing`)
    await client.query(`create temporary table bench_plan as select slug, id, price_cents, currency from plans
      where slug in ('mini', 'full', 'full-anual', 'bench-unico', 'prueba-gratuita')`)
    await step(
      'members',
      `create temporary table bench_biz as
       select m.id as user_id, m.n,
         (case when m.n % 10 = 0 then 'full-anual' when m.n % 50 = 3 then 'bench-unico'
               when m.n % 10 in (1, 2) then 'mini' else 'full' end) as slug,
         date_trunc('second', now() - random() * interval '${DAYS} days') as start,
         least(24, 1 + floor(-ln(1 - random()) * 6))::int as months,
         random() < 0.6 as trial,
         random() < 0.05 as withdrew,
         random() as r
       from (select row_number() over (order by id) as n, id from users where email like 'bench-%@bench.test') m`,
    )
    await client.query(
      `alter table bench_biz add column upgraded boolean, add column paid_end timestamptz, add column switch_at timestamptz`,
    )
    await client.query(`update bench_biz set
      upgraded = slug = 'mini' and n % 3 = 0 and months >= 3 and not withdrew and start + interval '45 days' <= now(),
      paid_end = case when withdrew then start + interval '3 days'
                      when slug = 'full-anual' then start + ceil(months / 12.0) * interval '365 days'
                      when slug = 'bench-unico' then start + interval '30 days'
                      else start + months * interval '30 days' end`)
    await client.query(`update bench_biz set switch_at = start + interval '45 days' where upgraded`)
    await client.query('analyze bench_biz')
    // Purchases: the first plan, and the upgrade's full plan; each with the id its access row names.
    await step(
      'purchases',
      `create temporary table bench_purchase as
       select gen_random_uuid() as id, b.user_id, p.id as plan_id, p.price_cents, p.currency, b.start as at, 'first' as which
       from bench_biz b join bench_plan p on p.slug = b.slug
       union all
       select gen_random_uuid(), b.user_id, p.id, p.price_cents, p.currency, b.switch_at, 'upgrade'
       from bench_biz b join bench_plan p on p.slug = 'full' where b.upgraded`,
    )
    await step(
      'purchase orders',
      `insert into payment_orders (id, user_id, plan_id, amount_cents, currency, status, provider, provider_session_id,
         idempotency_key, expires_at, completed_at, kind, created_at, updated_at)
       select id, user_id, plan_id, price_cents, currency, 'completed', 'local', 'bench_cs_' || id, 'bench-biz-' || id,
         at + interval '1 day', at, 'purchase', at, at
       from bench_purchase`,
    )
    await step(
      'renewal orders',
      `insert into payment_orders (user_id, plan_id, amount_cents, currency, status, provider, provider_ref,
         idempotency_key, expires_at, completed_at, kind, created_at, updated_at)
       select b.user_id, p.id, p.price_cents, p.currency, 'completed', 'local', 'bench-in-' || gen_random_uuid() || ':paid',
         'bench-biz-r-' || gen_random_uuid(), r.at, r.at, 'renewal', r.at, r.at
       from bench_biz b
       cross join lateral (
         select b.start + k * (case when b.slug = 'full-anual' then interval '365 days' else interval '30 days' end) as at
         from generate_series(1, 30) k
       ) r
       join bench_plan p on p.slug = case when b.upgraded and r.at >= b.switch_at then 'full' else b.slug end
       where b.slug <> 'bench-unico' and not b.withdrew and r.at < b.paid_end and r.at <= now()`,
    )
    await step(
      'withdrawals',
      `insert into payment_orders (user_id, plan_id, amount_cents, currency, status, provider, provider_ref,
         idempotency_key, expires_at, completed_at, kind, created_at, updated_at)
       select b.user_id, p.id, (p.price_cents * 0.9)::int, p.currency, 'refunded', 'local', 'withdrawal:' || pu.id,
         'bench-biz-w-' || gen_random_uuid(), b.paid_end, b.paid_end, 'withdrawal', b.paid_end, b.paid_end
       from bench_biz b join bench_purchase pu on pu.user_id = b.user_id and pu.which = 'first'
       join bench_plan p on p.id = pu.plan_id
       where b.withdrew`,
    )
    const { rows } = await client.query(`select count(*)::int as n from payment_orders`)
    await step(
      'abandoned checkouts',
      `insert into payment_orders (user_id, plan_id, amount_cents, currency, status, provider, provider_session_id,
         idempotency_key, expires_at, kind, created_at, updated_at)
       select b.user_id, p.id, p.price_cents, p.currency, 'expired', 'local', 'bench_cs_x_' || g,
         'bench-biz-x-' || g, b.start, 'purchase', b.start - interval '1 hour', b.start
       from generate_series(1, greatest(0, $1::int - $2::int)) g
       join bench_biz b on b.n = 1 + (g % (select count(*) from bench_biz))
       join bench_plan p on p.slug = b.slug`,
      [ORDERS, rows[0].n],
    )
    await step(
      'trials',
      `insert into subscriptions (user_id, plan_id, status, source, start_date, end_date, created_at, updated_at)
       select b.user_id, p.id, 'completed', 'trial', b.start - interval '10 days', b.start, b.start - interval '10 days', b.start
       from bench_biz b join bench_plan p on p.slug = 'prueba-gratuita' where b.trial
       on conflict do nothing`,
    )
    await step(
      'paid plans',
      `insert into subscriptions (user_id, plan_id, status, source, order_id, start_date, end_date, created_at, updated_at)
       select pu.user_id, pu.plan_id,
         (case when (case when pu.which = 'first' and b.upgraded then b.switch_at else b.paid_end end) <= now()
               then case when pu.which = 'first' and b.upgraded then 'completed' else 'expired' end else 'active' end)::subscription_status,
         'payment', pu.id, pu.at,
         case when pu.which = 'first' and b.upgraded then b.switch_at else b.paid_end end, pu.at, pu.at
       from bench_purchase pu join bench_biz b on b.user_id = pu.user_id`,
    )
    await step(
      'cancellations',
      `insert into renewal_cancellations (user_id, plan_id, reason, note, created_at)
       select b.user_id, p.id,
         (case when b.r < 0.3 then null else (array['too-expensive', 'no-time', 'content', 'technical', 'other'])[1 + (b.n % 5)] end)::cancel_reason,
         case when b.n % 10 = 7 then 'Nota de prueba ' || b.n end,
         b.paid_end - interval '10 days'
       from bench_biz b join bench_plan p on p.slug = b.slug
       where b.slug <> 'bench-unico' and not b.withdrew and b.paid_end <= now()`,
    )
    // A bulk load: the monthly tables start again from nothing at the pass's next turn.
    await client.query('delete from business_refresh_state')
    await step('analyze', 'analyze payment_orders; analyze subscriptions; analyze renewal_cancellations')
  } finally {
    await client.end()
  }
}

/** Waits until the server's refresh pass has built every member and the monthly tables. */
async function refreshed(databaseUrl) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const started = Date.now()
  try {
    for (;;) {
      const { rows } = await client.query(`select (select count(*)::int from business_dirty_members) as dirty,
        (select monthly_at is not null from business_refresh_state where id = 1) as monthly`)
      if (rows[0].dirty === 0 && rows[0].monthly) break
      if (Date.now() - started > 30 * 60_000)
        throw new Error('the business refresh pass did not finish in 30 minutes')
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
    console.log(
      `  business figures refreshed by the server's pass in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
    await client.query(
      'analyze business_hours; analyze business_money_hours; analyze business_paying_spans; analyze business_member_events; analyze business_cohort_months',
    )
  } finally {
    await client.end()
  }
}

async function adminSession({ baseUrl, headers }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL
  seeded ??= (async () => {
    await seedBusiness(databaseUrl)
    await refreshed(databaseUrl)
  })()
  await seeded
  return { headers: { cookie: await signIn(baseUrl, headers, 'admin@sosiego.app') } }
}

const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

const calls = [
  ['summary, last 7 days', () => '/api/business/summary?period=last7'],
  ['summary, this month', () => '/api/business/summary?period=month'],
  ['summary, last 30 days', () => '/api/business/summary?period=last30'],
  [
    'summary, 400 days to yesterday',
    () => `/api/business/summary?period=custom&from=${isoDay(400)}&to=${isoDay(1)}`,
  ],
  [
    'summary, 30 days a year ago',
    () => `/api/business/summary?period=custom&from=${isoDay(395)}&to=${isoDay(366)}`,
  ],
  ['cohorts, 12 months', () => '/api/business/cohorts?months=12'],
  ['cohorts, 24 months', () => '/api/business/cohorts?months=24'],
  ['content and retention, 12 months', () => '/api/business/content-retention?months=12'],
  [
    'summary CSV, 400 days',
    () => `/api/business/summary/export?period=custom&from=${isoDay(400)}&to=${isoDay(1)}`,
  ],
]

/** @type {import('./scenarios.mjs').Scenario[]} */
export const businessScenarios = process.env.BENCH_DATABASE_URL
  ? [
      ...calls.map(([label, path]) => ({
        name: `business ${label}, 100k members, 1M orders`,
        path: '/api/business/summary',
        // One admin looking: the budget is the answer time, p99 ≤ 100 ms for any period (issue 33).
        connections: 1,
        maxP99Ms: 100,
        prepare: async (server) => ({ ...(await adminSession(server)), path: path() }),
      })),
      {
        name: 'business summary, 400 days, 10 connections (under load)',
        path: '/api/business/summary',
        connections: 10,
        prepare: async (server) => ({
          ...(await adminSession(server)),
          path: `/api/business/summary?period=custom&from=${isoDay(400)}&to=${isoDay(1)}`,
        }),
      },
    ]
  : []
