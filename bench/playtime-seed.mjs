// Fills a migrated PostgreSQL database with listening at scale for the statistics bench (issue 15,
// decision 063): 100,000 members, 2,000 items, 400 days, and the daily rollups the server keeps for
// 10,000,000 listening reports (about four one-minute reports per member, item and day, so
// 2,500,000 `playtime_daily` rows), 500,000 `playback_progress` rows and 50,000 test takes.
// Everything is written with generate_series in the database itself: no rows cross the network.
//
//   DATABASE_URL=postgres://… node bench/playtime-seed.mjs
//
// Run against the database the bench server has migrated (BENCH_DATABASE_URL of bench/run.mjs).
// Run twice, it leaves the database as it is (it checks for its own members first).
import pg from 'pg'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('playtime-seed: set DATABASE_URL to a migrated PostgreSQL database')
  process.exit(1)
}
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 100_000)
const ITEMS = Number(process.env.SEED_ITEMS ?? 2_000)
const DAYS = Number(process.env.SEED_DAYS ?? 400)
const REPORTS = Number(process.env.SEED_REPORTS ?? 10_000_000)
/** One-minute reports per member, item and day: the rollup rows are REPORTS / this. */
const REPORTS_PER_ROW = 4
const PROGRESS_ROWS = Number(process.env.SEED_PROGRESS ?? 500_000)
const TAKES = Number(process.env.SEED_TAKES ?? 50_000)

const client = new pg.Client({ connectionString: url })
await client.connect()
const step = async (label, text, values = []) => {
  const started = performance.now()
  const result = await client.query(text, values)
  console.log(
    `${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return result
}

const existing = await client.query(
  `select count(*)::int as n from users where email like 'bench-%@bench.test'`,
)
if (existing.rows[0].n > 0) {
  console.log('playtime-seed: this database already holds the bench listening; kept as it is')
  await client.end()
  process.exit(0)
}

await step(
  'members',
  `insert into users (name, last_name, email, password_hash, role, is_verified)
   select 'Bench', 'Miembro ' || g, 'bench-' || g || '@bench.test', null, 'subscriber', true
   from generate_series(1, $1::int) g`,
  [MEMBERS],
)
await step(
  'items',
  `insert into media_items (title, description, file_type, theme_id, duration, audio_name, audio_url, is_active)
   select 'Bench ' || lpad(g::text, 4, '0'), 'Bench item', 'audio', t.id, 300 + (g % 20) * 60,
          'bench.mp3', '/media/audios/bench.mp3', true
   from generate_series(1, $1::int) g
   join (select id, row_number() over (order by slug) - 1 as n, count(*) over () as total from themes) t
     on t.n = g % t.total`,
  [ITEMS],
)
await client.query(
  "create temporary table bench_members as select row_number() over (order by id) as n, id from users where email like 'bench-%@bench.test'",
)
await client.query(`create temporary table bench_items as
  select row_number() over (order by m.id) as n, m.id, m.theme_id, t.category_id, m.duration
  from media_items m join themes t on t.id = m.theme_id where m.title like 'Bench %'`)
await client.query('create index on bench_members (n)')
await client.query('create index on bench_items (n)')
await client.query('analyze bench_members; analyze bench_items')

// The rollups' row triggers (decision 064) would cost two upserts per bulk row: off for the load,
// then the rollups are summed once below, as the migration's backfill does (decision 064 allows it).
await client.query('alter table playtime_daily disable trigger playtime_daily_rollup')
await client.query('alter table playback_progress disable trigger playback_progress_retention')

// Skewed picks (a few items and members listen much more), so top lists have real leaders.
const rows = Math.floor(REPORTS / REPORTS_PER_ROW)
await step(
  'playtime_daily',
  `insert into playtime_daily (user_id, media_id, theme_id, category_id, day, seconds)
   select u.id, i.id, i.theme_id, i.category_id, p.day, p.seconds
   from (
     -- Picks that fall on the same member, item and day add up, as the server's upsert would.
     select member, item, day, sum(seconds)::int as seconds
     from (
       select 1 + floor(power(random(), 2) * $2::int)::int as member,
              1 + floor(power(random(), 3) * $3::int)::int as item,
              (current_date - floor(random() * $4::int)::int) as day,
              $5::int * 60 - floor(random() * 30)::int as seconds
       from generate_series(1, $1::int)
     ) picks
     group by member, item, day
   ) p
   join bench_members u on u.n = p.member
   join bench_items i on i.n = p.item
   on conflict (user_id, media_id, day) do nothing`,
  [rows, MEMBERS, ITEMS, DAYS, REPORTS_PER_ROW],
)
await step(
  'playback_progress',
  `insert into playback_progress (user_id, media_id, first_day, furthest_seconds)
   select u.id, i.id, current_date - floor(random() * $4::int)::int, floor(random() * i.duration)::int
   from (
     select 1 + floor(random() * $2::int)::int as member, 1 + floor(power(random(), 3) * $3::int)::int as item
     from generate_series(1, $1::int)
   ) p
   join bench_members u on u.n = p.member
   join bench_items i on i.n = p.item
   on conflict do nothing`,
  [PROGRESS_ROWS, MEMBERS, ITEMS, DAYS],
)
await step(
  'test_takes',
  // The day in the server's default zone (TIME_ZONE unset); the flag is set by the table's trigger.
  `insert into test_takes (user_id, category_slug, theme_slugs, created_at, day)
   select u.id, 'bench', array[(select slug from themes order by random() limit 1)],
          p.created_at, (p.created_at at time zone 'Europe/Madrid')::date
   from (
     select 1 + floor(random() * $2::int)::int as member, now() - random() * ($3::int || ' days')::interval as created_at
     from generate_series(1, $1::int)
   ) p
   join bench_members u on u.n = p.member`,
  [TAKES, MEMBERS, DAYS],
)
await step(
  'playtime_item_daily',
  `insert into playtime_item_daily (day, media_id, theme_id, category_id, seconds)
   select day, media_id, theme_id, category_id, sum(seconds) from playtime_daily
   group by 1, 2, 3, 4 having sum(seconds) > 0
   on conflict (day, media_id, theme_id, category_id) do update set seconds = excluded.seconds`,
)
await step(
  'playtime_item_monthly',
  `insert into playtime_item_monthly (month, media_id, theme_id, category_id, seconds)
   select date_trunc('month', day::timestamp)::date, media_id, theme_id, category_id, sum(seconds)
   from playtime_daily group by 1, 2, 3, 4 having sum(seconds) > 0
   on conflict (month, media_id, theme_id, category_id) do update set seconds = excluded.seconds`,
)
await step('playback_retention_daily (cleared)', 'delete from playback_retention_daily')
await step(
  'playback_retention_daily',
  `insert into playback_retention_daily (media_id, first_day, started, reached25, reached50, reached75, completed)
   select p.media_id, p.first_day, count(*),
     count(*) filter (where p.furthest_seconds * 100 >= m.duration * 25),
     count(*) filter (where p.furthest_seconds * 100 >= m.duration * 50),
     count(*) filter (where p.furthest_seconds * 100 >= m.duration * 75),
     count(*) filter (where p.furthest_seconds + 2 >= m.duration)
   from playback_progress p join media_items m on m.id = p.media_id group by 1, 2`,
)
await client.query('alter table playtime_daily enable trigger playtime_daily_rollup')
await client.query('alter table playback_progress enable trigger playback_progress_retention')
// A live server appends each day's rows after the previous day's; the random picks above do not.
// Put the rows in day order, as a real table has them, or every period reads pages all over it.
await step('cluster by day', 'cluster playtime_daily using playtime_daily_day_idx')
await step(
  'analyze',
  'analyze playtime_daily; analyze playback_progress; analyze playtime_item_daily; analyze playtime_item_monthly; analyze playback_retention_daily; analyze test_takes; analyze users; analyze media_items',
)
await client.end()
