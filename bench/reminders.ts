// One reminder scheduler pass for 100,000 members with reminders (issue 31, decision 110; budget
// 5 s). Run: BENCH_DATABASE_URL=postgres://… npx tsx bench/reminders.ts (without it, on a
// throw-away embedded PGlite database). Seeds the members in bulk with SQL (a plan each, a reminder,
// a zone for some, a browser for those with push), times passes at a quiet minute, at the busiest
// minute (Monday 08:00 in TIME_ZONE) and again at that minute (everything already claimed), with a
// member's GET /api/reminders timed while the busy pass runs; the pushes go to a loopback sink that
// answers 201 as a push service does. Deletes what it wrote.

import { spawn } from 'node:child_process'
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import os from 'node:os'
import { eq, like, sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import {
  categories,
  mediaItems,
  outbox,
  plans,
  playtimeDaily,
  themes,
  users,
} from '../apps/api/src/db/schema/index.ts'
import { hashPassword } from '../apps/api/src/modules/users/password-hashing.ts'
import { openBenchDatabase } from './in-process.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000)
const PASSWORD = 'Bench-reminders-2026!'
const tag = randomUUID().slice(0, 8)

// A push service on loopback that takes every message, in a process of its own as a real one is
// elsewhere (the cost measured is ours, not its). GET /count answers how many it took and restarts.
const sink = spawn(
  process.execPath,
  [
    '-e',
    `let taken = 0
    const server = require('node:http').createServer((request, response) => {
      if (request.method === 'GET') return response.end(String(taken), () => { taken = 0 })
      request.resume()
      request.on('end', () => { taken++; response.writeHead(201).end() })
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
process.on('exit', () => sink.kill())
const [sinkPort] = await once(sink.stdout, 'data')
const sinkUrl = `http://127.0.0.1:${String(sinkPort).trim()}/push`
const takenBySink = async () => Number(await (await fetch(`${sinkUrl}/count`)).text())
// One browser key pair for every bench browser: each message is still encrypted on its own.
const ecdh = createECDH('prime256v1')
ecdh.generateKeys()
const p256dh = ecdh.getPublicKey().toString('base64url')
const auth = randomBytes(16).toString('base64url')

const { config, database, close } = await openBenchDatabase('reminders')
const { db } = database
const emailLike = `bench-rem-${tag}-%`

/**
 * Who is due when (a mix meant to be realistic, and heavy at the default time): minutes — 6 % keep
 * the suggested 08:00, 10 % at 07:00, 8 % at 21:30, the rest spread every 5 minutes from 06:00 to
 * 23:55; days — 70 % Monday to Friday, 20 % every day, 10 % weekends; zones — 85 % TIME_ZONE,
 * 10 % Atlantic/Canary, 5 % America/Mexico_City; channels — push for 60 % (one browser each),
 * e-mail for 60 % (at least one); 5 % with no plan in force, and 10 % listened today.
 */
async function seed() {
  const started = performance.now()
  const [plan] = await db
    .insert(plans)
    .values({ name: `Bench ${tag}`, slug: `bench-${tag}`, fullCategoryAccess: true })
    .returning()
  const member = await hashPassword(PASSWORD)
  await db.execute(sql`
    insert into users (name, last_name, email, password_hash, is_verified, role)
    select 'Bench', 'Reminders', 'bench-rem-' || ${tag} || '-' || g || '@bench.sosiego.test', ${member}, true, 'subscriber'
    from generate_series(1, ${MEMBERS}) g`)
  await db.execute(sql`
    create temporary table bench_members as
    select id, row_number() over (order by id) as n from users where email like ${emailLike}`)
  await db.execute(sql`
    insert into reminders (user_id, weekdays, minute_of_day, push, email)
    select id,
      case when n % 10 < 7 then array[1,2,3,4,5] when n % 10 < 9 then array[1,2,3,4,5,6,7] else array[6,7] end,
      case when n % 50 < 3 then 480 when n % 50 < 8 then 420 when n % 50 < 12 then 1290
           else 360 + 5 * ((n * 7919) % 216) end,
      n % 5 < 3, n % 5 >= 2
    from bench_members`)
  await db.execute(sql`
    insert into member_settings (user_id, time_zone)
    select id, case when n % 20 < 2 then 'Atlantic/Canary' else 'America/Mexico_City' end
    from bench_members where n % 20 < 3`)
  await db.execute(sql`
    insert into subscriptions (user_id, plan_id, status, source, start_date, end_date)
    select id, ${plan?.id}, 'active', 'admin', now() - interval '400 days', now() + interval '400 days'
    from bench_members where n % 20 <> 7`)
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, ${sinkUrl} || '/' || n, ${p256dh}, ${auth} from bench_members where n % 5 < 3`)
  const [category] = await db
    .insert(categories)
    .values({ name: `Bench ${tag}`, slug: `bench-${tag}` })
    .returning()
  const [theme] = await db
    .insert(themes)
    .values({ name: `Bench ${tag}`, slug: `bench-t-${tag}`, categoryId: category?.id as string })
    .returning()
  const [item] = await db
    .insert(mediaItems)
    .values({
      title: `Bench ${tag}`,
      description: 'Bench',
      themeId: theme?.id as string,
      duration: 600,
      audioName: 'b.mp3',
      audioUrl: 'b.mp3',
    })
    .returning()
  await db.execute(sql`
    insert into playtime_daily (user_id, media_id, theme_id, category_id, day, seconds)
    select id, ${item?.id}, ${theme?.id}, ${category?.id}, '2027-01-04', 600 from bench_members where n % 10 = 3`)
  if (database.driver === 'postgres')
    await db.execute(
      sql`analyze users; analyze reminders; analyze member_settings; analyze subscriptions; analyze push_subscriptions`,
    )
  return {
    planId: plan?.id as string,
    itemId: item?.id as string,
    themeId: theme?.id as string,
    categoryId: category?.id as string,
    seconds: (performance.now() - started) / 1000,
  }
}

const { planId, itemId, themeId, categoryId, seconds: seededIn } = await seed()
const app = await buildApp({ config, database })
await app.ready()
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: `bench-rem-${tag}-1@bench.sosiego.test`, password: PASSWORD },
  })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const request = async () => {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })
    if (res.statusCode !== 200) throw new Error(`GET /api/reminders: ${res.statusCode}`)
    return performance.now() - started
  }
  for (let i = 0; i < 20; i++) await request()
  const idle: number[] = []
  for (let i = 0; i < 50; i++) idle.push(await request())

  const timed = async (label: string, instant: string, withRequests = false, quiet = false) => {
    await takenBySink()
    const during: number[] = []
    let running = true
    const requests = (async () => {
      // A member's call every 10 ms or so: a steady flow of requests, not one client hammering (on
      // PGlite, whose queries run on this thread, a loop without pause would starve the pass).
      while (withRequests && running) {
        during.push(await request())
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    const started = performance.now()
    const pass = await app.reminders.scheduler.runOnce(new Date(instant))
    const ms = performance.now() - started
    running = false
    await requests
    if (!quiet || pass.claimed > 1000)
      console.log(
        `  ${label}: ${(ms / 1000).toFixed(2)} s in ${pass.batches} batch(es) — claimed ${pass.claimed} (no plan ${pass.skippedNoPlan}, listened ${pass.skippedListened}), e-mails ${pass.emails}, pushes ${pass.pushes} (sink got ${await takenBySink()}), failures ${pass.pushFailures}`,
      )
    if (withRequests && during.length) {
      during.sort((a, b) => a - b)
      console.log(
        `    GET /api/reminders during the pass: ${during.length} calls, p50 ${during[Math.floor(during.length / 2)]?.toFixed(1)} ms, p95 ${during[Math.floor(during.length * 0.95)]?.toFixed(1)} ms, max ${during.at(-1)?.toFixed(1)} ms`,
      )
    }
    return ms
  }
  idle.sort((a, b) => a - b)
  console.log(
    `Reminder scheduler pass on ${database.driver}, ${MEMBERS.toLocaleString('en')} members with reminders (seeded in ${seededIn.toFixed(1)} s), budget 5 s; load ${os.loadavg()[0]?.toFixed(1)}`,
  )
  console.log(
    `  GET /api/reminders alone: p50 ${idle[25]?.toFixed(1)} ms, p95 ${idle[47]?.toFixed(1)} ms, max ${idle.at(-1)?.toFixed(1)} ms`,
  )
  // Monday 4 January 2027 (TIME_ZONE Europe/Madrid, UTC+1 in winter): a quiet minute, then the
  // morning as the scheduler lives it, a pass every 5 minutes from 05:00 to 09:30 in Madrid (every
  // reminder minute is a multiple of 5), the requests timed during the two peaks (07:00 and 08:00).
  await timed('quiet minute (Monday 03:17 in Madrid)', '2027-01-04T02:17:00Z')
  let busy = 0
  const morning: number[] = []
  for (let minute = 5 * 60; minute <= 9 * 60 + 30; minute += 5) {
    const instant = new Date(Date.UTC(2027, 0, 4, 0, minute - 60, 20)).toISOString()
    const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
    const peak = hhmm === '07:00' || hhmm === '08:00' || hhmm === '09:00'
    const ms = peak
      ? await timed(`${hhmm} in Madrid${hhmm === '09:00' ? ' (08:00 in the Canaries)' : ''}`, instant, true)
      : await timed(`${hhmm} in Madrid`, instant, false, true)
    morning.push(ms)
    busy = Math.max(busy, ms)
  }
  await timed('08:00 again (all claimed)', '2027-01-04T07:00:50Z')
  morning.sort((a, b) => a - b)
  console.log(
    `  morning: ${morning.length} passes, median ${(morning[Math.floor(morning.length / 2)] ?? 0).toFixed(0)} ms, slowest ${(busy / 1000).toFixed(2)} s`,
  )
  const queued = await db.$count(outbox, like(outbox.to, emailLike))
  console.log(
    `  e-mails queued in the outbox: ${queued}; busiest pass ${busy < 5000 ? 'within' : 'OVER'} budget`,
  )
} finally {
  await app.close().catch(() => {})
  await db.delete(outbox).where(like(outbox.to, emailLike))
  await db.delete(users).where(like(users.email, emailLike))
  await db.delete(plans).where(eq(plans.id, planId))
  await db.delete(playtimeDaily).where(eq(playtimeDaily.mediaId, itemId))
  await db.delete(mediaItems).where(eq(mediaItems.id, itemId))
  await db.delete(themes).where(eq(themes.id, themeId))
  await db.delete(categories).where(eq(categories.id, categoryId))
  await close()
}
process.exit(0)
