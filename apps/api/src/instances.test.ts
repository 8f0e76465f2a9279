import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { cookieClient, startRoundRobinProxy } from '../test/http-proxy.ts'
import { adminUrl } from '../test/postgres.ts'
import {
  freePort,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  waitForHealthy,
} from '../test/server-process.ts'
import { startSmtpServer } from '../test/smtp.ts'
import { openDatabase } from './db/client.ts'
import { outbox, plans, subscriptions, users } from './db/schema/index.ts'

const DAY = 24 * 60 * 60 * 1000
const ADMIN = { email: 'admin@sosiego.app', password: 'Sosiego2026!' }
const CRM = { email: 'crm@sosiego.app', password: 'Sosiego2026!' }
const MEMBER = { email: 'miembro@sosiego.app', password: 'Sosiego2026!' }

/**
 * Issue 16, "several instances on one PostgreSQL": two server processes on one database, behind a
 * small round-robin proxy of the test's own, as a load balancer would put them.
 */
describe('two instances on one PostgreSQL', async () => {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process’s database')
    return
  }
  // An empty database (no template): the instances migrate it themselves, at the same moment.
  const name = `sosiego_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const databaseUrl = adminUrl(url, name)
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() })
  const { db } = database
  const smtp = await startSmtpServer()
  const ports = [await freePort(), await freePort()]
  const proxy = await startRoundRobinProxy(ports)
  afterAll(async () => {
    killServerProcesses()
    await proxy.close()
    await smtp.close()
    await database.close()
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })

  // What every instance must share: the database, the session secret, the public address.
  const shared = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: proxy.url,
    SMTP_URL: smtp.url,
    // The API alone: the web app's bundle is not what this is about (and may not be built).
    WEB_DIST_DIR: path.join(os.tmpdir(), 'sosiego-no-web'),
    // Two processes and the test share two busy cores: the overload guard is not what is tested.
    EVENT_LOOP_GUARD_MS: '0',
  }
  const startBoth = async () => {
    const servers: ServerProcess[] = []
    for (const port of ports) {
      servers.push(
        startServerProcess({
          ...shared,
          PORT: String(port),
          DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'sosiego-instance-')),
        }),
      )
    }
    await Promise.all(servers.map((server, index) => waitForHealthy(server, ports[index] as number, 120_000)))
    return servers
  }
  const stopBoth = async (servers: ServerProcess[]) => {
    for (const server of servers) server.child.kill('SIGTERM')
    return Promise.all(servers.map((server) => server.exited))
  }
  let servers: ServerProcess[] = []

  it('start together on an empty database: one migration, one set of demo data', async () => {
    servers = await startBoth()
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows: migrations } = await client.query<{ hash: string; count: number }>(
      'select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash',
    )
    await client.end()
    expect(migrations.length).toBeGreaterThan(10)
    expect(migrations.every((row) => row.count === 1)).toBe(true)
    expect(await db.$count(plans)).toBe(4)
    expect(await db.$count(users, eq(users.email, MEMBER.email))).toBe(1)
    for (const server of servers)
      expect(server.output()).not.toMatch(/\bERROR\b|duplicate key|deadlock|database connection error/)
  }, 180_000)

  it('keep a session, its refresh rotation and its logout whichever instance answers', async () => {
    const browser = cookieClient(proxy.url, proxy.url)
    const login = await browser.post('/api/users/login', MEMBER, 0)
    expect(login.status, login.text).toBe(200)
    expect((await browser.get('/api/users/validate-token', 1)).status).toBe(200)
    // Rotation on one instance, the new tokens used on the other, four times over.
    for (let turn = 0; turn < 4; turn++) {
      const before = browser.cookies.get('sosiego_rt')
      const refreshed = await browser.post('/api/users/refresh-token', undefined, turn % 2)
      expect(refreshed.status, refreshed.text).toBe(200)
      expect(browser.cookies.get('sosiego_rt')).not.toBe(before)
      const checked = await browser.get('/api/users/validate-token', (turn + 1) % 2)
      expect(checked.status, checked.text).toBe(200)
    }
    // Signed out on one instance: the other refuses the same cookies within its 1 s window.
    const kept = new Map(browser.cookies)
    expect((await browser.post('/api/users/logout', undefined, 1)).status).toBe(200)
    const stale = cookieClient(proxy.url, proxy.url)
    for (const [cookie, value] of kept) stale.cookies.set(cookie, value)
    await expect
      .poll(async () => (await stale.get('/api/users/validate-token', 0)).status, {
        interval: 100,
        timeout: 2000,
      })
      .toBe(401)
    expect((await stale.post('/api/users/refresh-token', undefined, 0)).status).toBe(401)
  }, 60_000)

  it('count failed logins together: the limit is the same as on one instance', async () => {
    const someone = cookieClient(proxy.url, proxy.url)
    const answers: { status: number; servedBy: number }[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await someone.post('/api/users/login', { ...CRM, password: 'Incorrecta2026!' })
      answers.push({ status: res.status, servedBy: res.servedBy })
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]))
    // The sixth, on either instance, is refused before the password is even checked.
    for (const instance of [0, 1]) {
      const res = await someone.post('/api/users/login', CRM, instance)
      expect(res.status, res.text).toBe(429)
    }
  }, 60_000)

  it('show a staff edit made on one instance on the other within a second', async () => {
    const boss = cookieClient(proxy.url, proxy.url)
    expect((await boss.post('/api/users/login', ADMIN, 0)).status).toBe(200)

    /** How long instance 1 takes to show what `check` looks for, after an edit on instance 0. */
    const visibleOnB = async (read: string, check: (body: unknown) => boolean) => {
      const started = Date.now()
      await expect
        .poll(async () => check((await boss.get(read, 1)).json()), { interval: 25, timeout: 1000 })
        .toBe(true)
      return Date.now() - started
    }

    // A plan's name.
    const plansOnB = (await boss.get('/api/plans/list', 1)).json().data as { _id: string; name: string }[]
    const plan = plansOnB[0] as { _id: string; name: string }
    const renamed = `${plan.name} ${randomBytes(3).toString('hex')}`
    expect((await boss.put(`/api/plans/update/${plan._id}`, { name: renamed }, 0)).status).toBe(200)
    const planLag = await visibleOnB('/api/plans/list', (body) =>
      (body as { data: { name: string }[] }).data.some((p) => p.name === renamed),
    )

    // A catalogue item switched off.
    const themesOnB = (await boss.get('/api/themes/list', 1)).json().data as { _id: string }[]
    const theme = themesOnB[0] as { _id: string }
    expect((await boss.put(`/api/themes/update/${theme._id}`, { isActive: false }, 0)).status).toBe(200)
    // As members see it: staff's own list keeps inactive items, to switch them back on (decision 102).
    const themeLag = await visibleOnB(
      '/api/themes/list?includeInactive=false',
      (body) => !(body as { data: { _id: string }[] }).data.some((t) => t._id === theme._id),
    )

    // A review hidden.
    const reviewsOnB = (await boss.get('/api/reviews', 1)).json() as { _id: string }[]
    const review = reviewsOnB[0] as { _id: string }
    const hidden = await boss.put(`/api/reviews/admin/${review._id}/status`, { status: 'hidden' }, 0)
    expect(hidden.status, hidden.text).toBe(200)
    const reviewLag = await visibleOnB(
      '/api/reviews',
      (body) => !(body as { _id: string }[]).some((r) => r._id === review._id),
    )
    console.info(
      `Seen on the other instance after: plan ${planLag} ms, theme ${themeLag} ms, review ${reviewLag} ms`,
    )
  }, 60_000)

  it('deliver each queued e-mail once, and run each scheduler job once, not once per instance', async () => {
    // Mail queued behind both instances' backs: both dispatchers poll for it.
    const before = smtp.received.length
    const addresses = Array.from({ length: 30 }, (_, i) => `cola-${i}@sosiego.test`)
    await db.insert(outbox).values(
      addresses.map((to) => ({
        to,
        subject: 'Prueba',
        template: 'test',
        text: 'Hola',
        html: '<p>Hola</p>',
      })),
    )
    // Subscriptions due: one ending in two days (its notice), one ended (expiry and its e-mail).
    const [full] = await db.select().from(plans).where(eq(plans.slug, 'full'))
    const people = await db
      .insert(users)
      .values(
        ['termina', 'caduca'].map((who) => ({
          name: who,
          lastName: 'Prueba',
          email: `${who}-${randomBytes(3).toString('hex')}@sosiego.test`,
          isVerified: true,
          role: 'subscriber' as const,
        })),
      )
      .returning()
    const now = Date.now()
    await db.insert(subscriptions).values([
      {
        userId: people[0]?.id as string,
        planId: full?.id as string,
        status: 'active',
        source: 'admin',
        startDate: new Date(now - 28 * DAY),
        endDate: new Date(now + 2 * DAY),
      },
      {
        userId: people[1]?.id as string,
        planId: full?.id as string,
        status: 'active',
        source: 'admin',
        startDate: new Date(now - 30 * DAY),
        endDate: new Date(now - 60_000),
      },
    ])
    // The scheduler passes at every start: both instances restarted together run one each at once.
    expect(await stopBoth(servers)).toEqual([0, 0])
    servers = await startBoth()

    const expected = [...addresses, people[0]?.email, people[1]?.email] as string[]
    await expect
      .poll(
        () => {
          const to = smtp.received.slice(before).map((mail) => JSON.stringify(mail.to))
          return expected.every((address) => to.some((line) => line.includes(address)))
        },
        { interval: 200, timeout: 15_000 },
      )
      .toBe(true)
    // A little longer, for a second delivery that should not come.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const counts = new Map<string, number>()
    for (const mail of smtp.received.slice(before)) {
      const to = JSON.stringify(mail.to)
      const address = expected.find((candidate) => to.includes(candidate))
      if (address) counts.set(address, (counts.get(address) ?? 0) + 1)
    }
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([])
    expect(counts.size).toBe(expected.length)
    const [ended] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, people[1]?.id as string))
    expect(ended?.status).toBe('expired')
    expect(await stopBoth(servers)).toEqual([0, 0])
  }, 240_000)
})
