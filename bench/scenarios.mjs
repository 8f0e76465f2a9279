import { spawn } from 'node:child_process'

// Load scenarios run by bench/run.mjs against the built API server.

import { businessScenarios } from './business.mjs'
import { dashboardScenarios } from './dashboard.mjs'
import { ingestScenarios } from './ingest.mjs'
import { memberScenarios } from './members.mjs'
import { patientFetch, signIn } from './patient-fetch.mjs'

//
// Fields:
//   name         label printed in the table
//   path         request path (with query string) on the API server
//   method       HTTP method, default 'GET'
//   headers      extra request headers (object), optional
//   body         request body (string; JSON.stringify it yourself and set content-type), optional
//   expectStatus every response must have this status; default: any 2xx
//   connections  concurrent connections for this scenario (a latency budget is measured at 1), optional
//   minRatio     fail the run when req/s ÷ bare-Fastify req/s falls below this (0..1), optional
//   baseline     'same answer': judge minRatio against bare Fastify sending this scenario's own
//                answer byte for byte, instead of its minimal route (decision 096), optional
//   timeoutSeconds  how long the load generator waits for one answer (default 10), optional
//   prepare      async ({ baseUrl, headers }) => fields to add (headers, body…), run once before the
//                measurement against the started server, optional
//   connections  concurrent connections for this scenario (default BENCH_CONNECTIONS), optional
//   maxP99Ms     fail the run when the p99 latency reaches this many ms (a latency budget), optional
//   skip         () => a reason to leave the scenario out of this run, or undefined, optional
//   requests     autocannon's request list (a setupRequest must be a file path: the load runs in a
//                worker thread), for bodies that change per request, optional
//   run          async ({ baseUrl, headers, loadAverage }) => a row ({ requestsPerSecond, p50, p99,
//                total, problems }): a driver of the scenario's own instead of autocannon (many
//                clients doing different things, bench/members.mjs), optional

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} path
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} [expectStatus]
 * @property {number} [minRatio]
 * @property {'same answer'} [baseline]
 * @property {number} [timeoutSeconds]
 * @property {(server: { baseUrl: string, headers: Record<string, string> }) => Promise<Partial<Scenario>>} [prepare]
 * @property {number} [connections]
 * @property {number} [maxP99Ms]
 * @property {() => string | undefined} [skip]
 * @property {object[]} [requests]
 * @property {(server: { baseUrl: string, headers: Record<string, string>, loadAverage: () => number }) => Promise<object>} [run]
 */

/**
 * The demo member signs in, buys the full plan through the local test checkout and verifies it
 * once; the scenario then repeats the verification, as a client does on reload (already fulfilled).
 */
async function paidSession({ baseUrl, headers }) {
  const json = { ...headers, 'content-type': 'application/json' }
  const login = await patientFetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'miembro@sosiego.app', password: 'Sosiego2026!' }),
  })
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
  const plans = await (await fetch(`${baseUrl}/api/plans/name/full`, { headers })).json()
  const checkout = await fetch(`${baseUrl}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ planId: plans.data._id, immediateStart: true }),
  })
  if (!checkout.ok) throw new Error(`bench checkout failed: ${checkout.status} ${await checkout.text()}`)
  const page = new URL((await checkout.json()).url)
  const pay = await fetch(`${baseUrl}${page.pathname}/pay`, { method: 'POST', redirect: 'manual' })
  const sessionId = new URL(pay.headers.get('location') ?? '').searchParams.get('session_id')
  const body = JSON.stringify({ sessionId })
  const verified = await fetch(`${baseUrl}/api/payments/verify-payment-session`, {
    method: 'POST',
    headers: { ...json, cookie },
    body,
  })
  if (!verified.ok) throw new Error(`bench verification failed: ${verified.status}`)
  return { headers: { cookie, 'content-type': 'application/json' }, body }
}

const MEDIA_ITEMS = Number(process.env.BENCH_MEDIA_ITEMS ?? 2000)
let mediaSeeded

/**
 * The catalogue grows to 2,000 active audios (the demo's files, reused) through the admin API,
 * once per run: create, then switch on, ten requests at a time.
 */
async function seedMedia(baseUrl, headers) {
  mediaSeeded ??= (async () => {
    const cookie = await signIn(baseUrl, headers, 'admin@sosiego.app')
    const json = { ...headers, cookie, 'content-type': 'application/json' }
    const { data: existing } = await (await fetch(`${baseUrl}/api/audios/list`, { headers: json })).json()
    const template = existing.find((item) => item.fileType === 'audio')
    const one = async (n) => {
      const created = await patientFetch(`${baseUrl}/api/audios/create`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          theme: template.theme._id,
          title: `${template.title} ${n}`,
          description: template.description,
          audio: template.audio,
          coverImage: template.coverImage,
          tags: template.tags,
        }),
      })
      if (!created.ok) throw new Error(`bench create failed: ${created.status} ${await created.text()}`)
      const { data } = await created.json()
      const switched = await patientFetch(`${baseUrl}/api/audios/update/${data._id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ isActive: true }),
      })
      if (!switched.ok) throw new Error(`bench update failed: ${switched.status} ${await switched.text()}`)
    }
    for (let n = existing.length; n < MEDIA_ITEMS; n += 10)
      await Promise.all(Array.from({ length: Math.min(10, MEDIA_ITEMS - n) }, (_, i) => one(n + i)))
    return cookie
  })()
  return mediaSeeded
}

/** The demo member's list of 2,000 items, revalidated with the ETag the first answer gave. */
async function memberMediaList({ baseUrl, headers }) {
  await seedMedia(baseUrl, headers)
  const cookie = await signIn(baseUrl, headers, 'miembro@sosiego.app')
  const first = await fetch(`${baseUrl}/api/audios/list?isDeleted=false`, { headers: { ...headers, cookie } })
  const { data } = await first.json()
  if (data.length < MEDIA_ITEMS) throw new Error(`bench media list has ${data.length} items`)
  return { headers: { cookie, 'if-none-match': first.headers.get('etag') ?? '' } }
}

/** The demo member's whole list (2,000 items), without revalidation. */
async function memberMediaListFull({ baseUrl, headers }) {
  await seedMedia(baseUrl, headers)
  return { headers: { cookie: await signIn(baseUrl, headers, 'miembro@sosiego.app') } }
}

/** A signed URL for a demo audio (staff may play anything); the scenario asks for a middle range. */
async function audioRange({ baseUrl, headers }) {
  const cookie = await signIn(baseUrl, headers, 'admin@sosiego.app')
  const { data: items } = await (
    await fetch(`${baseUrl}/api/audios/list`, { headers: { ...headers, cookie } })
  ).json()
  const audio = items.find((item) => item.fileType === 'audio')
  const res = await fetch(`${baseUrl}/api/audios/stream-url/${audio._id}`, {
    headers: { ...headers, cookie },
  })
  const { data } = await res.json()
  return { path: data.url, headers: { range: 'bytes=16384-81919' } }
}

const LISTED_USERS = 100_000

/**
 * 100,000 clients in the server's PostgreSQL (BENCH_DATABASE_URL), inserted by one generate_series
 * statement, not one by one: a mix of visitors and subscribers, created a minute apart, with the
 * search text the database computes. Idempotent (the e-mails are fixed), so a second run adds
 * nothing. Then the demo admin signs in for the back office's list.
 */
async function usersListAt100k({ baseUrl, headers }) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `insert into users (name, last_name, email, role, is_verified, created_at, updated_at)
       select 'Cliente' || g, 'Bench' || (g % 997), 'bench-cliente-' || g || '@bench.test',
              (case when g % 3 = 0 then 'subscriber' else 'visitor' end)::user_role, g % 5 <> 0,
              now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [LISTED_USERS],
    )
    // A database in service is vacuumed by autovacuum; a freshly bulk-loaded one is not yet.
    await client.query('vacuum analyze users')
  } finally {
    await client.end()
  }
  return { headers: { cookie: await signIn(baseUrl, headers, 'admin@sosiego.app') } }
}

/**
 * Órdenes at 100,000 orders (issue 18, decision 070): the bench's 100,000 clients (made as for the
 * users list) each get one completed order, then the page of 25 the back office asks for first.
 */
async function ordersListAt100k(context) {
  const signedIn = await usersListAt100k(context)
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `insert into payment_orders (user_id, plan_id, amount_cents, currency, status, provider,
                                   provider_session_id, idempotency_key, expires_at, completed_at, created_at)
       select u.id, p.id, p.price_cents, 'USD', 'completed', 'local', 'bench-' || u.email,
              'bench-' || u.email, u.created_at + interval '1 hour', u.created_at, u.created_at
       from users u cross join (select id, price_cents from plans where not is_test_plan limit 1) p
       where u.email like 'bench-cliente-%@bench.test'
       on conflict do nothing`,
    )
    await client.query('vacuum analyze payment_orders')
  } finally {
    await client.end()
  }
  return signedIn
}

/**
 * The listening statistics at scale (issue 15, decision 063): with BENCH_DATABASE_URL set, once per
 * run, bench/playtime-seed.mjs fills the server's PostgreSQL with 100,000 members' rollups over 400
 * days (skipped when already there); the scenario then asks as the demo admin.
 */
let playtimeSeeded
async function statsAdmin({ baseUrl, headers }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL
  if (databaseUrl)
    playtimeSeeded ??= new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [new URL('./playtime-seed.mjs', import.meta.url).pathname], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: 'inherit',
      })
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`playtime seed failed: ${code}`)),
      )
    })
  await playtimeSeeded
  return { headers: { cookie: await signIn(baseUrl, headers, 'admin@sosiego.app') } }
}

const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
const statsPeriods = [
  ['last7', 'last7'],
  ['last30', 'last30'],
  ['90 days', `custom&from=${isoDay(90)}&to=${isoDay(1)}`],
  ['388 days', `custom&from=${isoDay(388)}&to=${isoDay(1)}`],
]
const statsScenarios = statsPeriods.flatMap(([label, period]) =>
  [
    ['top audios', '/api/stats/crm/audio-playtime/all'],
    ['top themes', '/api/stats/crm/audio-playtime/themes/all'],
    ['top categories', '/api/stats/crm/audio-playtime/categories/all'],
  ].map(([list, path]) => ({
    name: `stats ${list} (${label})`,
    path: `${path}?period=${period}`,
    // One staff member looking: the budget (decision 064) is the answer time, p99 < 100 ms.
    connections: 1,
    maxP99Ms: 100,
    prepare: statsAdmin,
  })),
)

/**
 * The cached public reads (issue 16): each at least 70% of the requests per second of bare Fastify
 * sending the same answer (decision 096: what a read pays beyond writing its bytes), and, run with
 * BENCH_CONNECTIONS=100, a p99 of at most 25 ms (decision 077). The ratio to the minimal route is
 * printed beside it.
 */
const cachedReadP99 = Number(process.env.BENCH_CONNECTIONS) === 100 ? 26 : undefined
const cachedReads = [
  ['plans list', '/api/plans/list'],
  ['themes list', '/api/themes/list?isDeleted=false'],
  ['categories list', '/api/categories/list?isDeleted=false'],
  ['reviews list', '/api/reviews'],
].map(([name, path]) => ({
  name,
  path,
  minRatio: 0.7,
  baseline: /** @type {const} */ ('same answer'),
  maxP99Ms: cachedReadP99,
}))

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'health', path: '/api/health' },
  ...cachedReads,
  {
    name: 'verify payment (fulfilled)',
    path: '/api/payments/verify-payment-session',
    method: 'POST',
    prepare: paidSession,
  },
  // Issue 7 asked ≥ 30% of bare for the member media list, issue 16 ≥ 40%: a revalidating member
  // (304) is answered from memory (decision 043).
  {
    name: 'member media list, 2,000 items (304)',
    path: '/api/audios/list?isDeleted=false',
    expectStatus: 304,
    // Issue 16 raised issue 7's 30% to 40%.
    minRatio: 0.4,
    prepare: memberMediaList,
  },
  // Issue 16: the whole list under load, no ETag yet, must not trip the event-loop guard (no 503):
  // each answer is a body prepared once per catalogue version and plan shape (decision 077).
  {
    name: 'member media list, 2,000 items (full, plain)',
    path: '/api/audios/list?isDeleted=false',
    expectStatus: 200,
    prepare: memberMediaListFull,
  },
  {
    name: 'member media list, 2,000 items (full, plain, 300 connections)',
    path: '/api/audios/list?isDeleted=false',
    expectStatus: 200,
    connections: 300,
    // 300 clients sharing about 200 answers of 1.1 MB a second wait 1.5 s on average, and the one
    // load-generator thread reads its sockets unevenly (p99 5.7-10.8 s on a quiet machine): what
    // this scenario judges is that none is refused (503), not autocannon's 10 s default.
    timeoutSeconds: 30,
    prepare: memberMediaListFull,
  },
  {
    name: 'member media list, 2,000 items (full, br)',
    path: '/api/audios/list?isDeleted=false',
    expectStatus: 200,
    prepare: async (server) => {
      const { headers } = await memberMediaListFull(server)
      return { headers: { ...headers, 'accept-encoding': 'br' } }
    },
  },
  {
    name: 'member media list, 2,000 items (full, gzip, 300 connections)',
    path: '/api/audios/list?isDeleted=false',
    expectStatus: 200,
    connections: 300,
    prepare: async (server) => {
      const { headers } = await memberMediaListFull(server)
      return { headers: { ...headers, 'accept-encoding': 'gzip' } }
    },
  },
  { name: 'audio range request', path: '/api/media', expectStatus: 206, prepare: audioRange },
  // Issue 14: the Clientes page's first page with 100,000 users answers in under 100 ms on
  // PostgreSQL. One connection, so the p99 is the answer time, not time spent queueing.
  {
    name: 'users list, 100,000 users, first page (PostgreSQL)',
    path: '/api/users/list?group=clients&page=1&pageSize=20',
    connections: 1,
    maxP99Ms: 100,
    prepare: usersListAt100k,
    skip: () => (process.env.BENCH_DATABASE_URL ? undefined : 'needs BENCH_DATABASE_URL'),
  },
  {
    // Clientes' search box (issue 14): every word in the folded name and last name (decision 093).
    name: 'users list, 100,000 users, a search (PostgreSQL)',
    path: '/api/users/list?group=clients&page=1&pageSize=20&search=cliente4242',
    connections: 1,
    maxP99Ms: 100,
    prepare: usersListAt100k,
    skip: () => (process.env.BENCH_DATABASE_URL ? undefined : 'needs BENCH_DATABASE_URL'),
  },
  {
    name: 'orders list, 100,000 orders, first page (PostgreSQL)',
    path: '/api/payment-records/list?page=1&pageSize=25',
    connections: 1,
    maxP99Ms: 100,
    prepare: ordersListAt100k,
    skip: () => (process.env.BENCH_DATABASE_URL ? undefined : 'needs BENCH_DATABASE_URL'),
  },
  {
    name: 'orders list, 100,000 orders, a search (PostgreSQL)',
    path: '/api/payment-records/list?page=1&pageSize=25&search=cliente-4242',
    connections: 1,
    maxP99Ms: 100,
    prepare: ordersListAt100k,
    skip: () => (process.env.BENCH_DATABASE_URL ? undefined : 'needs BENCH_DATABASE_URL'),
  },
  ...memberScenarios({ seedMedia }),
  ...dashboardScenarios,
  ...businessScenarios,
  ...ingestScenarios,
  ...statsScenarios,
  // One staff member looking, like the other statistics (decision 091): at 50 connections the
  // answers queued behind each other and the p99 measured the queue.
  ...[
    ['last30', 'last30'],
    ['388 days', `custom&from=${isoDay(388)}&to=${isoDay(1)}`],
  ].map(([label, period]) => ({
    name: `stats recommendation share (${label})`,
    path: `/api/stats/crm/recommendation-share/all?period=${period}`,
    connections: 1,
    maxP99Ms: 100,
    prepare: statsAdmin,
  })),
]
