import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { insertCompletedOrder, planBySlug, signedInUser } from '../../../test/billing.ts'
import { startSmtpServer } from '../../../test/smtp.ts'
import type { Database } from '../../db/client.ts'
import {
  accessibilityReports,
  billingDetails,
  favourites,
  invoices,
  mediaItems,
  memberSettings,
  playbackPositions,
  playbackProgress,
  playtimeDaily,
  restDays,
  reviews,
  testTakes,
} from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlanAsStaff } from '../billing/subscriptions/staff-grant.ts'

/**
 * What the data export tests (data-export-*.test.ts, decision 088) stand on: an app on its own
 * database with the demo content and a mail server that receives its e-mails, members with a row in
 * every table the copy reads, and the export worker run by hand. Called once inside a file's
 * describe, so its hooks are that describe's.
 */
export async function dataExportApp() {
  const smtp = await startSmtpServer()
  afterAll(() => smtp.close())
  const { app, db, config } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  const exportsDir = path.join(config.dataDir, 'exports')
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  /** A member with a row in every table the export reads, each marked with the member's own word. */
  let invoiceNumber = 0
  async function memberWithData(values: { name?: string } = {}) {
    const mark = `Marca${randomUUID().slice(0, 8)}`
    const { user, client } = await signedInUser(app, db, { lastName: mark, ...values })
    const [first, second] = await db.select().from(mediaItems).orderBy(mediaItems.title).limit(2)
    if (!first || !second) throw new Error('no media')
    const [theme] = (
      (await db.execute(sql`select category_id from themes where id = ${first.themeId}`)) as unknown as {
        rows: { category_id: string }[]
      }
    ).rows
    const plan = await planBySlug(db, 'full')
    const order = await insertCompletedOrder(db, user.id, plan, `cs_${mark}`)
    await db.transaction((tx) => grantPlanAsStaff(tx as unknown as Database, user.id, 'full', null))
    await db.insert(testTakes).values({
      userId: user.id,
      answers: { p1: 'preocupaciones' },
      categorySlug: 'ansiedad',
      themeSlugs: ['respiracion'],
      day: '2026-11-20',
    })
    await db.insert(playtimeDaily).values({
      userId: user.id,
      mediaId: first.id,
      themeId: first.themeId,
      categoryId: theme?.category_id as string,
      day: '2026-11-20',
      seconds: 4321,
    })
    await db
      .insert(playbackProgress)
      .values({ userId: user.id, mediaId: first.id, firstDay: '2026-11-20', furthestSeconds: 77 })
    await db
      .insert(playbackPositions)
      .values({ userId: user.id, mediaId: second.id, positionSeconds: 33, durationSeconds: 600 })
    await db.insert(reviews).values({ userId: user.id, rating: 4, comment: `Reseña de ${mark}` })
    await db.insert(favourites).values({ userId: user.id, mediaId: second.id })
    await db
      .insert(memberSettings)
      .values({ userId: user.id, showStreak: false, weeklyGoalKind: 'days', weeklyGoalTarget: 4 })
    await db.insert(restDays).values({ userId: user.id, day: '2026-11-21' })
    await db
      .insert(billingDetails)
      .values({ userId: user.id, taxId: '12345678Z', address: 'Calle Mayor 1', postalCode: '28001' })
    // Issue 34: a report from the accessibility statement's form, filed by the account's address.
    await db.insert(accessibilityReports).values({
      name: user.name,
      email: user.email,
      page: '/panel/meditaciones',
      message: `Aviso de accesibilidad de ${mark}`,
      createdAt: new Date('2026-11-20T09:00:00Z'),
    })
    // A year of its own, so no invoice of another test's file shares its number.
    const invoiceCode = `2090-${String(++invoiceNumber).padStart(6, '0')}`
    await db.insert(invoices).values({
      series: 'F',
      year: 2090,
      number: invoiceNumber,
      code: invoiceCode,
      orderId: order.id,
      userId: user.id,
      issuedAt: new Date('2026-11-20T10:00:00Z'),
      issuerName: 'Sosiego Pruebas S.L.',
      issuerTaxId: 'B12345674',
      issuerAddress: 'Calle de la Prueba 2, 28002 Madrid, España',
      buyerName: user.name,
      buyerEmail: user.email,
      buyerTaxId: '12345678Z',
      planName: plan.name,
      baseCents: 1652,
      taxRateBasisPoints: 2100,
      taxCents: 347,
      totalCents: 1999,
      currency: 'USD',
    })
    return { user, client, mark, order, first, second, invoiceCode }
  }

  /** Runs the worker until nothing is due, as its own timer would. */
  const runWorker = (now?: Date) => app.dataExports.runOnce(now)

  return { smtp, app, db, config, exportsDir, memberWithData, runWorker }
}
