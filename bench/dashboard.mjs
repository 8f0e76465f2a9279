// The Panel de Control over 1,000,000 users (issue 15, decision 061). Only with BENCH_DATABASE_URL:
// the users are written straight into PostgreSQL in one bulk statement, which the embedded database
// (inside the server process) does not allow.
import { signIn } from './patient-fetch.mjs'

const USERS = 1_000_000
const DOMAIN = 'bench.sosiego.test'
let seeded

/**
 * 1,000,000 accounts spread over the last 3 years, in the roles' rough proportions of a live
 * service (two thirds visitors, a third subscribers, 1% each creators, testers and therapists),
 * 5% deactivated and 20% unverified. The counters' statement trigger adds them in one grouped
 * upsert.
 */
async function seedUsers() {
  seeded ??= (async () => {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query('select count(*)::int as n from users where email like $1', [
        `%@${DOMAIN}`,
      ])
      if (rows[0].n >= USERS) return
      const started = Date.now()
      await client.query('begin')
      await client.query(
        `insert into users (name, last_name, email, role, is_verified, is_active, created_at, updated_at)
         select 'Persona', 'Bench ' || g, 'u' || g || '@${DOMAIN}',
           (case when g % 100 = 0 then 'creator' when g % 100 = 1 then 'therapist' when g % 100 = 2 then 'tester'
                 when g % 3 = 0 then 'subscriber' else 'visitor' end)::user_role,
           g % 5 <> 0, g % 20 <> 0, t, t
         from generate_series($1::int, $2::int) g,
           lateral (select now() - (g::double precision / $2 * 1095) * interval '1 day' as t) created`,
        [rows[0].n + 1, USERS],
      )
      await client.query('commit')
      await client.query('vacuum analyze users')
      console.log(
        `  seeded ${USERS.toLocaleString('en')} users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      await client.end()
    }
  })()
  return seeded
}

async function adminSession({ baseUrl, headers }) {
  await seedUsers()
  return { headers: { cookie: await signIn(baseUrl, headers, 'admin@sosiego.app') } }
}

const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

const periods = [
  ['last 7 days', 'period=last7'],
  ['today', 'period=today'],
  ['this month', 'period=month'],
  ['last 30 days', 'period=last30'],
  ['400 days to yesterday', () => `period=custom&from=${isoDay(400)}&to=${isoDay(1)}`],
  ['30 days two years ago', () => `period=custom&from=${isoDay(760)}&to=${isoDay(731)}`],
]

/** @type {import('./scenarios.mjs').Scenario[]} */
export const dashboardScenarios = process.env.BENCH_DATABASE_URL
  ? periods.map(([label, query]) => ({
      name: `dashboard, 1M users, ${label}`,
      path: '/api/stats/dashboard',
      // One staff member looking: the budget is the answer time, p50 ≤ 50 ms and p99 ≤ 100 ms for
      // any period (issue 15, decisions 061 and 091).
      connections: 1,
      maxP99Ms: 100,
      prepare: async (server) => ({
        ...(await adminSession(server)),
        path: `/api/stats/dashboard?${typeof query === 'function' ? query() : query}`,
      }),
    }))
  : []
