// Mi progreso's one call for a member with 3 years of daily listening (issue 17, decision 067;
// budget 50 ms). Run: BENCH_DATABASE_URL=postgres://… npx tsx bench/progress.ts
// (without it, on a throw-away embedded PGlite database). Writes its own category, theme, items and
// member, times GET /api/progress through the whole app (app.inject: hooks, session, validation,
// serialisation, queries) one call at a time, then deletes what it wrote.
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { addCalendarDays } from '@sosiego/shared'
import { inArray } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import {
  categories,
  mediaItems,
  playbackProgress,
  playbackRetentionDaily,
  playtimeDaily,
  playtimeItemDaily,
  playtimeItemMonthly,
  themes,
  users,
} from '../apps/api/src/db/schema/index.ts'
import { dayInZone } from '../apps/api/src/lib/period.ts'
import { progressOf } from '../apps/api/src/modules/progress/progress.service.ts'
import { hashPassword } from '../apps/api/src/modules/users/password-hashing.ts'
import { openBenchDatabase } from './in-process.ts'

const DAYS = 3 * 365
const ITEMS_PER_DAY = 3
const CALLS = Number(process.env.BENCH_CALLS ?? 300)
const PASSWORD = 'Bench-progress-2026!'

const { config, database, reopen, close } = await openBenchDatabase('progress')
const { db } = database
const tag = randomUUID().slice(0, 8)
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('bench: a row was not written')
  return value
}

const category = must(
  (
    await db
      .insert(categories)
      .values({ name: `Bench ${tag}`, slug: `bench-${tag}` })
      .returning()
  )[0],
)
const theme = must(
  (
    await db
      .insert(themes)
      .values({ name: `Bench ${tag}`, slug: `bench-t-${tag}`, categoryId: category.id })
      .returning()
  )[0],
)
const items = await db
  .insert(mediaItems)
  .values(
    Array.from({ length: 10 }, (_, index) => ({
      title: `Bench ${tag} ${index}`,
      description: 'Bench',
      themeId: theme.id,
      duration: 600,
      audioName: 'bench.mp3',
      audioUrl: 'bench.mp3',
    })),
  )
  .returning()
const email = `bench-progress-${tag}@bench.sosiego.test`
const member = must(
  (
    await db
      .insert(users)
      .values({
        name: 'Bench',
        lastName: 'Progress',
        email,
        passwordHash: await hashPassword(PASSWORD),
        isVerified: true,
        role: 'subscriber',
      })
      .returning()
  )[0],
)
const today = dayInZone(new Date(), config.timeZone)
const rows = []
for (let offset = 0; offset < DAYS; offset++)
  for (let index = 0; index < ITEMS_PER_DAY; index++) {
    const item = must(items[(offset + index) % items.length])
    rows.push({
      userId: member.id,
      mediaId: item.id,
      themeId: theme.id,
      categoryId: category.id,
      day: addCalendarDays(today, -offset),
      seconds: 300 + ((offset * 7 + index * 13) % 900),
    })
  }
for (let start = 0; start < rows.length; start += 1000)
  await db.insert(playtimeDaily).values(rows.slice(start, start + 1000))
await db.insert(playbackProgress).values(
  items.map((item) => ({
    userId: member.id,
    mediaId: item.id,
    firstDay: addCalendarDays(today, -DAYS),
    furthestSeconds: 600,
  })),
)
if (database.driver === 'postgres') await db.execute('analyze playtime_daily')

const app = await buildApp({ config, database })
await app.ready()
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
  })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const call = async () => {
    const started = process.hrtime.bigint()
    const res = await app.inject({ method: 'GET', url: '/api/progress', headers: { cookie } })
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    if (res.statusCode !== 200) throw new Error(`GET /api/progress: ${res.statusCode} ${res.body}`)
    return { ms, body: res.json() }
  }
  for (let i = 0; i < 20; i++) await call()
  const times: number[] = []
  let last: Awaited<ReturnType<typeof call>>['body'] | undefined
  for (let i = 0; i < CALLS; i++) {
    const { ms, body } = await call()
    times.push(ms)
    last = body
  }
  times.sort((a, b) => a - b)
  // The same work without HTTP: the reads and the maths alone.
  const service: number[] = []
  for (let i = 0; i < CALLS; i++) {
    const started = process.hrtime.bigint()
    await progressOf(db, member.id, new Date(), config.timeZone)
    service.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  service.sort((a, b) => a - b)
  const at = (q: number) => must(times[Math.min(times.length - 1, Math.floor(q * times.length))]).toFixed(1)
  console.log(
    `GET /api/progress on ${database.driver}, ${rows.length} daily rows (${DAYS} days × ${ITEMS_PER_DAY} items), ${CALLS} calls one at a time:`,
  )
  console.log(
    `  p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   max ${must(times.at(-1)).toFixed(1)} ms   (budget 50 ms)`,
  )
  const svc = (q: number) =>
    must(service[Math.min(service.length - 1, Math.floor(q * service.length))]).toFixed(1)
  console.log(`  progressOf() alone: p50 ${svc(0.5)} ms   p95 ${svc(0.95)} ms   p99 ${svc(0.99)} ms`)
  console.log(
    `  streak ${last.data.streak.current}/${last.data.streak.longest} days, total ${last.data.seconds.total} s, load ${os.loadavg()[0]?.toFixed(1)}`,
  )
} finally {
  await app.close().catch(() => {})
  const cleanup = await reopen()
  await cleanup.db.delete(users).where(inArray(users.id, [member.id]))
  // The ledger and its rollups keep no link to the member (decision 069): they go with the items.
  const itemIds = items.map((item) => item.id)
  for (const table of [
    playbackProgress, // first: its triggers write the retention rollup
    playtimeDaily,
    playtimeItemDaily,
    playtimeItemMonthly,
    playbackRetentionDaily,
  ])
    await cleanup.db.delete(table).where(inArray(table.mediaId, itemIds))
  await cleanup.db.delete(mediaItems).where(inArray(mediaItems.id, itemIds))
  await cleanup.db.delete(themes).where(inArray(themes.id, [theme.id]))
  await cleanup.db.delete(categories).where(inArray(categories.id, [category.id]))
  await cleanup.close()
  await close()
}
// The app's notification listener may hold a connection open: the measurement is done.
process.exit(0)
