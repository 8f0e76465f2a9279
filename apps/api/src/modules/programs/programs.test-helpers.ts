import { addCalendarDays, type ProgramDetail } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { categories, type mediaItems } from '../../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../../lib/period.ts'
import { type Client, listeningLedger } from '../stats/playtime.test-helpers.ts'

type Item = typeof mediaItems.$inferSelect

/**
 * What the programs' test files stand on: the listening ledger's setting (the demo catalogue,
 * members with a plan, the player's calls, a clock moved by hand), an admin to create programs
 * through the back office's call, and the member's calls.
 */
export async function programsSetting() {
  const ledger = await listeningLedger()
  const { app, db, config } = ledger
  let admin: Client | undefined
  const adminClient = async () => {
    admin ??= (await signedInUser(app, db, { role: 'admin' })).client
    return admin
  }
  const categoryId = async (slug = 'salud') =>
    (await db.select().from(categories).where(eq(categories.slug, slug)))[0]?.id as string

  /** A program made through POST /api/programs/admin, answered as staff see it. */
  async function createProgram(steps: Item[], fields: { pace?: 'daily' | 'free'; title?: string } = {}) {
    const res = await (await adminClient()).post('/api/programs/admin', {
      title: fields.title ?? `Programa ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Unos días para practicar.',
      category: await categoryId(),
      level: 'inicial',
      pace: fields.pace ?? 'daily',
      steps: steps.map((step) => step.id),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { _id: string; slug: string }
  }

  const detail = async (client: Client, programId: string) => {
    const res = await client.get(`/api/programs/${programId}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as ProgramDetail
  }

  /** Audios of at least `seconds`, by title: steps whose 90 % a few reports can reach. */
  const audios = () =>
    ledger.items.filter((item) => item.fileType === 'audio').sort((a, b) => a.title.localeCompare(b.title))

  /** What the web app does when its 15-minute access token has expired: renews it. */
  const renew = async (client: Client) => {
    const res = await client.post('/api/users/refresh-token')
    expect(res.statusCode, res.body).toBe(200)
  }

  /**
   * Listens to an item for real: its stream URL, then reports of a minute each, the app's clock
   * moved by as much, until `seconds` were counted.
   */
  async function listen(client: Client, item: Item, seconds: number) {
    await ledger.play(client, item)
    let total = 0
    // A report counts what passed since the URL or the member's last report, to the second: a
    // chunk may count one second short, and the next report makes it up.
    for (let tries = 0; total < seconds && tries < 20; tries++) {
      const chunk = Math.min(seconds - total, 600)
      ledger.advance(chunk)
      await renew(client)
      total += await ledger.counted(client, [{ audioId: item.id, seconds: chunk }])
    }
    expect(total).toBe(seconds)
  }

  /** PATCH with the client's cookies (the test browser has no patch of its own). */
  const patch = (client: Client, url: string, body: unknown) =>
    app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      payload: body as object,
    })

  const today = () => dayInZone(new Date(ledger.now()), config.timeZone)
  /**
   * Moves the clock to `minutes` past the local midnight that starts the next day in TIME_ZONE; the
   * member's app renews their access token, expired meanwhile.
   */
  const toNextDay = async (client: Client, minutes = 1) => {
    const midnight = zonedMidnight(addCalendarDays(today(), 1), config.timeZone).getTime()
    ledger.advance((midnight - ledger.now()) / 1000 + minutes * 60)
    await renew(client)
  }

  return {
    ...ledger,
    renew,
    patch,
    adminClient,
    categoryId,
    createProgram,
    detail,
    audios,
    listen,
    today,
    toNextDay,
  }
}
