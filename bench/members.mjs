// 300 members listening at once, plus 20 staff in the back office (issue 16, decision 077).
//
// Each simulated member does what the web client does in a listening session, over its own
// keep-alive connections: validate-token, the plans list, the media list (the whole list once,
// compressed as a browser asks for it, then revalidated with its ETag), a stream URL for one item,
// Range requests on the media file as the audio element fetches it (160 KB every 10 s), and a listening report every
// 60 s. Every 30 s it comes back to the panel (validate-token, media list with its ETag, plans).
// The staff page through the back-office lists (Clientes, Órdenes, reviews, Gestión de Contenido,
// plans) with a few seconds between pages.
//
// The reports are honest: each claims the whole seconds that passed since the member's previous
// report was answered (or its stream URL was), never more; their first reports are spread over the
// minute (members are at different points of their sessions), so ingestion sees a steady stream.
// At the end every member's total (GET /api/stats/total-playtime) must have grown by exactly what it
// reported, and every report's answer must have counted all of it.
//
// Requirements (issue 16): no connection errors, no 5xx, no unexpected status, listening exact, and
// the p99 of the JSON calls at most 250 ms. BENCH_MEMBERS (300), BENCH_STAFF (20) and
// BENCH_MEMBERS_DURATION (60 s) change the crowd and the time for a shorter try.

import { randomUUID } from 'node:crypto'
import { patientFetch } from './patient-fetch.mjs'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300)
const STAFF = Number(process.env.BENCH_STAFF ?? 20)
const DURATION_S = Number(process.env.BENCH_MEMBERS_DURATION ?? 60)
const REPORT_EVERY_MS = 60_000
const PANEL_EVERY_MS = 30_000
/**
 * The audio element asks for the next part of the file as it plays: 160 KB every 10 s is a
 * 128 kbit/s MP3 played in real time.
 */
const RANGE_EVERY_MS = 10_000
const RANGE_BYTES = 160 * 1024
const STAFF_PAGE_EVERY_MS = 3_000
/**
 * Members arrive over the first 20 s (a crowd's arrival, not one millisecond), then all 300 listen
 * at once for BENCH_MEMBERS_DURATION. The latency budget is judged on that steady part (requests
 * started 10 s after the last arrival); the whole run's figures, arrival included, are printed too.
 */
const RAMP_MS = Number(process.env.BENCH_MEMBERS_RAMP ?? 20) * 1000
const SETTLE_MS = 10_000
const JSON_P99_BUDGET_MS = 250
const PASSWORD = 'Sosiego2026!'
const DOMAIN = 'members.bench.test'
const BROWSER_ENCODINGS = 'gzip, deflate, br'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `count` at a time, in order. */
async function inTurns(values, count, work) {
  const results = []
  for (let index = 0; index < values.length; index += count)
    results.push(
      ...(await Promise.all(values.slice(index, index + count).map((value, k) => work(value, index + k)))),
    )
  return results
}

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
}

async function signIn(baseUrl, headers, email) {
  const login = await patientFetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!login.ok) throw new Error(`bench login failed for ${email}: ${login.status} ${await login.text()}`)
  return cookieOf(login)
}

/**
 * The members: created by the demo admin through POST /api/users/create with the Full plan given by
 * staff (no end date), so the same path works on PGlite and PostgreSQL. The e-mails are fixed: on a
 * PostgreSQL database kept from an earlier run they exist already (409) and are reused.
 */
async function createMembers(baseUrl, headers, adminCookie) {
  const emails = Array.from({ length: MEMBERS }, (_, n) => `oyente-${n + 1}@${DOMAIN}`)
  await inTurns(emails, 10, async (email, n) => {
    const res = await patientFetch(`${baseUrl}/api/users/create`, {
      method: 'POST',
      headers: { ...headers, cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Oyente',
        lastName: `Bench ${n + 1}`,
        email,
        password: PASSWORD,
        role: 'subscriber',
        planSlug: 'full',
      }),
    })
    if (res.status !== 201 && res.status !== 409)
      throw new Error(`bench member creation failed: ${res.status} ${await res.text()}`)
  })
  return emails
}

/** Latencies and statuses per call, by name; `steadyFrom` (ms since the epoch) starts the steady part. */
function createRecorder(steadyFrom) {
  const calls = new Map()
  return {
    calls,
    /** Times one request; `expect` lists the statuses the call may answer. */
    async time(name, url, init, expect, read = 'json') {
      let call = calls.get(name)
      if (!call) {
        // Every call but the media file's bytes answers JSON (the media list is read as bytes only
        // to spare the load generator a 1 MB parse).
        call = {
          latencies: [],
          steady: [],
          statuses: new Map(),
          errors: 0,
          unexpected: 0,
          json: name !== 'media Range',
        }
        calls.set(name, call)
      }
      const started = performance.now()
      try {
        const response = await fetch(url, init)
        const body =
          read === 'json' && response.status !== 304 ? await response.json() : await response.arrayBuffer()
        const ms = performance.now() - started
        call.latencies.push(ms)
        if (Date.now() - ms >= steadyFrom) call.steady.push(ms)
        call.statuses.set(response.status, (call.statuses.get(response.status) ?? 0) + 1)
        if (!expect.includes(response.status)) call.unexpected += 1
        return { response, body }
      } catch (error) {
        call.errors += 1
        call.lastError = String(error?.cause ?? error)
        return { response: undefined, body: undefined }
      }
    },
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function prepare({ baseUrl, headers }, seedMedia) {
  const adminCookie = await seedMedia(baseUrl, headers)
  const emails = await createMembers(baseUrl, headers, adminCookie)
  // Items every member may play (the Full plan opens everything active), one per member in turn.
  const listing = await patientFetch(`${baseUrl}/api/audios/list?isDeleted=false`, {
    headers: { ...headers, cookie: adminCookie },
  })
  if (!listing.ok) throw new Error(`bench members: media list ${listing.status}`)
  const { data: listed } = await listing.json()
  const items = listed.filter((item) => item.duration > 0 && !item.locked)
  if (items.length === 0) throw new Error('bench members: no playable items')
  const members = await inTurns(emails, 10, async (email) => ({
    email,
    cookie: await signIn(baseUrl, headers, email),
  }))
  const staffAccounts = ['admin@sosiego.app', 'crm@sosiego.app']
  // Two demo staff accounts, one session per person: a few at a time, since every sign-in is
  // charged to its account's failure counter until it succeeds (5 at once would be refused).
  const staff = await inTurns(
    Array.from({ length: STAFF }, (_, n) => n),
    4,
    async (n) => ({
      cookie: await signIn(baseUrl, headers, staffAccounts[n % staffAccounts.length]),
    }),
  )
  console.log(`\n  ${members.length} members and ${staff.length} staff signed in, ${items.length} items`)
  return { members, staff, items }
}

async function runMember(ctx, member, index) {
  const { baseUrl, headers, recorder, deadline, items, ledger } = ctx
  const base = { ...headers, cookie: member.cookie, 'accept-encoding': BROWSER_ENCODINGS }
  const { time } = recorder
  await sleep((index / MEMBERS) * RAMP_MS)
  // Where the member's total stood (a PostgreSQL database may keep it from an earlier run): read
  // for the final check, not part of the session's figures.
  const before = await (await fetch(`${baseUrl}/api/stats/total-playtime`, { headers: base })).json()
  ledger.startTotals.set(member.email, before.totalSeconds)

  let etag = ''
  const panel = async () => {
    await time('validate-token', `${baseUrl}/api/users/validate-token`, { headers: base }, [200])
    const list = await time(
      etag ? 'media list (ETag)' : 'media list (full)',
      `${baseUrl}/api/audios/list?isDeleted=false`,
      { headers: etag ? { ...base, 'if-none-match': etag } : base },
      etag ? [304] : [200],
      'bytes',
    )
    etag = list.response?.headers.get('etag') ?? etag
    await time('plans list', `${baseUrl}/api/plans/list`, { headers: base }, [200])
  }
  await panel()

  const item = items[index % items.length]
  const stream = await time(
    'stream URL',
    `${baseUrl}/api/audios/stream-url/${item._id}`,
    { headers: base },
    [200],
  )
  // The member's own clock starts when the URL arrives: after the server noted it.
  let lastMark = Date.now()
  const mediaUrl = stream.body?.data?.url
  if (!mediaUrl) return
  let fileSize = 0
  let offset = 0
  const range = async () => {
    const from = fileSize > 0 ? offset % fileSize : 0
    const res = await time(
      'media Range',
      `${baseUrl}${mediaUrl}`,
      { headers: { range: `bytes=${from}-${from + RANGE_BYTES - 1}` } },
      [206],
      'bytes',
    )
    const total = Number(res.response?.headers.get('content-range')?.split('/')[1])
    if (Number.isFinite(total) && total > 0) fileSize = total
    offset = from + RANGE_BYTES
  }
  const report = async () => {
    const seconds = Math.floor((Date.now() - lastMark) / 1000)
    if (seconds <= 0) return
    const res = await time(
      'listening report',
      `${baseUrl}/api/stats/audio-playtime`,
      {
        method: 'POST',
        headers: { ...base, 'content-type': 'application/json' },
        body: JSON.stringify([{ audioId: item._id, seconds, reportId: randomUUID(), position: seconds }]),
      },
      [200],
    )
    if (res.response?.ok) {
      // The next report claims only what passes after this one was answered: never more than the
      // server's own clock allows.
      lastMark = Date.now()
      ledger.reported.set(member.email, (ledger.reported.get(member.email) ?? 0) + seconds)
      const counted = res.body?.[0]?.countedSeconds
      if (counted !== seconds) ledger.shortAnswers.push({ email: member.email, seconds, counted })
    }
  }

  // The first report comes at a point of the minute of the member's own (spread over the crowd).
  let nextReport = Date.now() + 1_000 + (((index * REPORT_EVERY_MS) / MEMBERS) % (REPORT_EVERY_MS - 1_000))
  let nextPanel = Date.now() + PANEL_EVERY_MS
  let nextRange = Date.now()
  while (Date.now() < deadline) {
    const now = Date.now()
    if (now >= nextRange) {
      await range()
      nextRange += RANGE_EVERY_MS
    } else if (now >= nextReport) {
      await report()
      nextReport += REPORT_EVERY_MS
    } else if (now >= nextPanel) {
      await panel()
      nextPanel += PANEL_EVERY_MS
    } else {
      await sleep(Math.max(1, Math.min(nextRange, nextReport, nextPanel, deadline) - now))
    }
  }
}

const staffPages = [
  ['users list', '/api/users/list?group=clients&page=1&pageSize=20'],
  ['payment records', '/api/payment-records/list?page=1&pageSize=20'],
  ['reviews (staff)', '/api/reviews/admin'],
  ['content list (staff)', '/api/audios/list?isDeleted=false&includeInactive=true'],
  ['plans list (staff)', '/api/plans/list'],
]

async function runStaff(ctx, person, index) {
  const { baseUrl, headers, recorder, deadline } = ctx
  const base = { ...headers, cookie: person.cookie, 'accept-encoding': BROWSER_ENCODINGS }
  await sleep((index / Math.max(1, STAFF)) * STAFF_PAGE_EVERY_MS)
  let page = index
  while (Date.now() < deadline) {
    const [name, path] = staffPages[page % staffPages.length]
    page += 1
    await recorder.time(name, `${baseUrl}${path}`, { headers: base }, [200], 'bytes')
    await sleep(STAFF_PAGE_EVERY_MS)
  }
}

async function run({ baseUrl, headers, loadAverage }, prepared) {
  const ledger = { reported: new Map(), startTotals: new Map(), shortAnswers: [] }
  const startedAt = Date.now()
  const recorder = createRecorder(startedAt + RAMP_MS + SETTLE_MS)
  const ctx = {
    baseUrl,
    headers,
    recorder,
    deadline: startedAt + RAMP_MS + DURATION_S * 1000,
    items: prepared.items,
    ledger,
  }
  const loadAtStart = loadAverage()
  await Promise.all([
    ...prepared.members.map((member, index) => runMember(ctx, member, index)),
    ...prepared.staff.map((person, index) => runStaff(ctx, person, index)),
  ])
  const elapsed = (Date.now() - startedAt) / 1000
  const loadAtEnd = loadAverage()

  // Listening: every member's total grew by exactly what it honestly reported.
  const mismatches = []
  await inTurns(prepared.members, 20, async (member) => {
    const res = await fetch(`${baseUrl}/api/stats/total-playtime`, {
      headers: { ...headers, cookie: member.cookie },
    })
    const { totalSeconds } = await res.json()
    const counted = totalSeconds - (ledger.startTotals.get(member.email) ?? 0)
    const reported = ledger.reported.get(member.email) ?? 0
    if (counted !== reported) mismatches.push({ email: member.email, reported, counted })
  })

  const problems = []
  const rows = []
  let requests = 0
  let jsonLatencies = []
  let steadyJson = []
  for (const [name, call] of recorder.calls) {
    const sorted = call.latencies.sort((a, b) => a - b)
    const steady = call.steady.sort((a, b) => a - b)
    requests += sorted.length + call.errors
    if (call.json) {
      jsonLatencies = jsonLatencies.concat(sorted)
      steadyJson = steadyJson.concat(steady)
    }
    const fivexx = [...call.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
    const statuses = [...call.statuses].map(([status, n]) => `${status}×${n}`).join(', ')
    if (call.errors) problems.push(`${name}: ${call.errors} errors (${call.lastError})`)
    if (fivexx) problems.push(`${name}: ${fivexx} answers 5xx`)
    if (call.unexpected) problems.push(`${name}: ${call.unexpected} unexpected statuses (${statuses})`)
    rows.push({
      name,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      steadyCount: steady.length,
      steadyP50: percentile(steady, 50),
      steadyP99: percentile(steady, 99),
      statuses,
    })
  }
  jsonLatencies.sort((a, b) => a - b)
  steadyJson.sort((a, b) => a - b)
  const jsonP99 = percentile(jsonLatencies, 99)
  const steadyP99 = percentile(steadyJson, 99)
  if (steadyJson.length === 0) problems.push('no request in the steady part: run longer')
  if (steadyP99 > JSON_P99_BUDGET_MS)
    problems.push(
      `JSON calls' p99 with everyone listening ${steadyP99.toFixed(0)} ms > ${JSON_P99_BUDGET_MS} ms`,
    )
  if (mismatches.length)
    problems.push(
      `${mismatches.length} members' counted listening differs from their reports (first: ${JSON.stringify(mismatches[0])})`,
    )
  if (ledger.shortAnswers.length)
    problems.push(
      `${ledger.shortAnswers.length} reports not counted in full (first: ${JSON.stringify(ledger.shortAnswers[0])})`,
    )
  const reportedTotal = [...ledger.reported.values()].reduce((a, b) => a + b, 0)

  console.log(
    `\n  ${prepared.members.length} members + ${prepared.staff.length} staff, ${elapsed.toFixed(0)} s, ` +
      `load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`,
  )
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(
    `  ${'call'.padEnd(width)}  ${'count'.padStart(6)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'steady'.padStart(6)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  statuses`,
  )
  const ms = (value) => value.toFixed(1).padStart(7)
  for (const row of rows)
    console.log(
      `  ${row.name.padEnd(width)}  ${String(row.count).padStart(6)}  ${ms(row.p50)}  ${ms(row.p99)}  ${String(row.steadyCount).padStart(6)}  ${ms(row.steadyP50)}  ${ms(row.steadyP99)}  ${row.statuses}`,
    )
  console.log(
    `  JSON calls, whole run: p50 ${percentile(jsonLatencies, 50).toFixed(1)} ms, p99 ${jsonP99.toFixed(1)} ms; ` +
      `with everyone listening: p50 ${percentile(steadyJson, 50).toFixed(1)} ms, p99 ${steadyP99.toFixed(1)} ms ` +
      `(budget ${JSON_P99_BUDGET_MS}); listening reported ${reportedTotal} s, members whose count differs: ${mismatches.length}`,
  )
  return {
    requestsPerSecond: requests / elapsed,
    p50: Math.round(percentile(steadyJson, 50)),
    p99: Math.round(steadyP99),
    wholeRunP99: Math.round(jsonP99),
    total: requests,
    problems,
    calls: rows,
  }
}

/** Scenario factory: the media seeding is shared with the other scenarios of the run. */
export function memberScenarios({ seedMedia }) {
  let prepared
  return [
    {
      name: `${MEMBERS} members listening + ${STAFF} staff (${DURATION_S} s)`,
      path: '(a listening session)',
      prepare: async (server) => {
        prepared = await prepare(server, seedMedia)
        return {}
      },
      run: (server) => run(server, prepared),
    },
  ]
}
