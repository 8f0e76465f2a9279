// Listening ingestion (issue 15, decision 064): POST /api/stats/audio-playtime must take ≥ 5,000
// reports a second, in batches as the players send them, with the honesty rules intact. Many members,
// each sending a batch of BATCH reports over as many items; every report carries a fresh id, and the
// members are taken in turn so that each one's clock has moved on by the next request (a member
// hammering alone earns nothing and costs less, which would flatter the figure).
//
// Members: with BENCH_DATABASE_URL, MEMBERS subscribers written straight into PostgreSQL with the
// demo member's plan and a cheap password hash (so signing them in measures nothing); on the embedded
// database, the demo accounts that may play (the member and the two staff accounts). Each one signs
// in and asks the stream URL of each item through the API, as the player does, which is what lets
// their listening count at all.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const MEMBERS = Number(process.env.BENCH_INGEST_MEMBERS ?? 2_000)
/** Reports per request: a player's queue after a few minutes offline, or a mobile app's batch. */
export const BATCH = 5
/** Items the members' listening is spread over (fewer on the demo catalogue). */
const ITEMS = Number(process.env.BENCH_INGEST_ITEMS ?? 200)
const DOMAIN = 'ingest.bench.test'
const PASSWORD = 'Sosiego2026!'

async function postgresMembers() {
  const pg = (await import('pg')).default
  const { hash } = await import('@node-rs/argon2')
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await client.connect()
  try {
    // The cheapest argon2id the library takes: a bench sign-in, not a password hash under test.
    const passwordHash = await hash(PASSWORD, { memoryCost: 8, timeCost: 1, parallelism: 1 })
    await client.query(
      `insert into users (name, last_name, email, password_hash, role, is_verified)
       select 'Oyente', 'Bench ' || g, 'oyente-' || g || '@${DOMAIN}', $2, 'subscriber', true
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [MEMBERS, passwordHash],
    )
    await client.query(
      `insert into subscriptions (user_id, plan_id, status, source, start_date)
       select u.id, s.plan_id, 'active', s.source, now() - interval '1 day'
       from users u, (select plan_id, source from subscriptions
                      where user_id = (select id from users where email = 'miembro@sosiego.app')
                        and status = 'active' limit 1) s
       where u.email like '%@${DOMAIN}'
         and not exists (select 1 from subscriptions x where x.user_id = u.id and x.status = 'active')`,
    )
    // A test take an hour ago, three themes each: new listening keeps its flag (decision 095) as in
    // production, where most listeners took the test (the subquery names `u` so it runs per member).
    await client.query(
      `insert into test_takes (user_id, category_slug, theme_slugs, created_at, day)
       select u.id, 'bench', (select array_agg(slug) from (select slug from themes order by random() limit 3) s
                              where u.id is not null),
              now() - interval '1 hour', ((now() - interval '1 hour') at time zone 'Europe/Madrid')::date
       from users u
       where u.email like '%@${DOMAIN}' and not exists (select 1 from test_takes t where t.user_id = u.id)`,
    )
    const { rows } = await client.query(
      `select email from users where email like '%@${DOMAIN}' order by email`,
    )
    return rows.map((row) => row.email)
  } finally {
    await client.end()
  }
}

async function signIn(baseUrl, headers, email) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!login.ok) throw new Error(`bench login failed for ${email}: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
}

/** `count` at a time, in order. */
async function inTurns(values, count, work) {
  const results = []
  for (let index = 0; index < values.length; index += count)
    results.push(
      ...(await Promise.all(values.slice(index, index + count).map((value, k) => work(value, index + k)))),
    )
  return results
}

async function prepare({ baseUrl, headers }) {
  const emails = process.env.BENCH_DATABASE_URL
    ? await postgresMembers()
    : ['miembro@sosiego.app', 'admin@sosiego.app', 'crm@sosiego.app']
  const adminCookie = await signIn(baseUrl, headers, 'admin@sosiego.app')
  const { data: listed } = await (
    await fetch(`${baseUrl}/api/audios/list?isDeleted=false`, {
      headers: { ...headers, cookie: adminCookie },
    })
  ).json()
  // Members listen to different items, as a catalogue's listeners do (a pool of up to ITEMS): each
  // takes BATCH of them in turn around the pool.
  const pool = listed
    .filter((item) => item.isActive !== false && item.duration > 0)
    .slice(0, ITEMS)
    .map((item) => item._id)
  if (pool.length === 0) throw new Error('bench ingestion: no playable items')
  const members = await inTurns(emails, 20, async (email, index) => {
    const cookie = await signIn(baseUrl, headers, email)
    const items = Array.from({ length: BATCH }, (_, k) => pool[(index * BATCH + k) % pool.length])
    for (const id of new Set(items)) {
      const res = await fetch(`${baseUrl}/api/audios/stream-url/${id}`, { headers: { ...headers, cookie } })
      if (!res.ok) throw new Error(`bench stream URL refused for ${email}: ${res.status}`)
    }
    return { cookie, items }
  })
  const file = path.join(tmpdir(), `sosiego-bench-ingest-${process.pid}.json`)
  writeFileSync(file, JSON.stringify({ members, batch: BATCH }))
  // The load generator's worker thread reads it (its environment is a copy of this one).
  process.env.BENCH_INGEST_FILE = file
  console.log(`\n  ${members.length} members signed in, ${pool.length} items among them`)
  return {}
}

/** @type {import('./scenarios.mjs').Scenario[]} */
export const ingestScenarios = [
  {
    name: `playtime ingestion, batches of ${BATCH} reports`,
    path: '/api/stats/audio-playtime',
    method: 'POST',
    requests: [{ method: 'POST', setupRequest: new URL('./ingest-request.cjs', import.meta.url).pathname }],
    prepare,
  },
]
