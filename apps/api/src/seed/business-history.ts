import { randomUUID } from 'node:crypto'
import type { CancelReason } from '@sosiego/shared'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  categories,
  paymentOrders,
  plans,
  playtimeDaily,
  providerSubscriptions,
  renewalCancellations,
  subscriptions,
  themes,
  users,
} from '../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../lib/period.ts'
import { addDays, withdrawalRefundCents } from '../modules/billing/index.ts'
import { playableMedia, signedUpAt } from './listening.ts'

/**
 * A year of a small business (issue 33), so the Negocio page, Órdenes, Facturas and Clientes have a
 * shape on a fresh install: ~220 demo clients who sign up over the last 365 days, mostly through the
 * 15-day trial, some of whom pay (Mini, Full, Full anual), renew month after month, move from Mini to
 * Full, cancel the renewal (with or without saying why), withdraw within 14 days, come back, and
 * listen. Everything is generated from a fixed seed relative to today, so the demo is always fresh
 * and two runs on the same day write the same story.
 *
 * The rows are those the billing paths write (modules/billing/README.md): a purchase is a completed
 * order with its access row and, for a renewing plan, its provider subscription (`lsub_<order>`); a
 * renewal moves the access row's end date and writes a `renewal` order (`<lsub>:<period end>:paid`);
 * 'Cancelar renovación' writes a `cancellation` order and its `renewal_cancellations` row, then the
 * period's end an `ended` order; a withdrawal a `refunded` order of the unused days; a move to Full a
 * new purchase that completes the Mini access row. Invoices are not written here: the seed's
 * `invoicePaidOrdersWithout` issues them afterwards, in date order, as for the other demo charges.
 */

const CLIENTS = 180
/** Marks the history as written: a restart, or a second instance, finds it and adds nothing. */
const HISTORY_LOCK_ID = 724_105_333
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

export const historyEmail = (index: number) => `cliente${String(index + 1).padStart(3, '0')}@demo.sosiego.app`

/** Deterministic pseudo-random numbers (mulberry32): the same client draws the same life each day. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = random() * total
  for (const [value, weight] of entries) {
    roll -= weight
    if (roll < 0) return value
  }
  return (entries.at(-1) as readonly [T, number])[0]
}

const FIRST_NAMES = [
  'Lucía',
  'Martina',
  'Sofía',
  'Julia',
  'Paula',
  'Valeria',
  'Carmen',
  'Elena',
  'Laura',
  'Marta',
  'Alba',
  'Noa',
  'Irene',
  'Sara',
  'Claudia',
  'Nerea',
  'Pablo',
  'Hugo',
  'Daniel',
  'Álvaro',
  'Javier',
  'Adrián',
  'David',
  'Sergio',
  'Mario',
  'Diego',
  'Carlos',
  'Marcos',
  'Iker',
  'Andrés',
] as const
const LAST_NAMES = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Blanco',
  'Molina',
  'Ortega',
] as const

/**
 * The answers members give, most to least often, as a cycle the cancellations take in turn (every
 * answer shows in the demo, in these proportions); null: cancelled without answering.
 */
const REASON_CYCLE: readonly (CancelReason | null)[] = [
  'too-expensive',
  'no-time',
  null,
  'content',
  'too-expensive',
  'other',
  'no-time',
  'technical',
  'too-expensive',
  null,
  'no-time',
  'content',
  'too-expensive',
  'other',
  'no-time',
  null,
  'technical',
  'too-expensive',
  'content',
  'no-time',
]
const NOTES: Record<CancelReason, readonly string[]> = {
  'too-expensive': [
    'Ahora mismo no me lo puedo permitir, volveré más adelante.',
    'Preferiría un plan más barato con menos contenido.',
    'Con la subida de todo, tengo que recortar suscripciones.',
  ],
  'no-time': [
    'Con el nuevo trabajo no encuentro el momento.',
    'Lo uso muy poco desde que empezó el curso.',
    'Me cuesta mantener el hábito entre semana.',
  ],
  content: [
    'Echo de menos meditaciones más largas para dormir.',
    'Busco más contenido sobre ansiedad en el trabajo.',
  ],
  technical: ['El audio se corta a veces en el móvil.', 'No consigo descargar sesiones para el avión.'],
  other: ['Me mudo al extranjero unos meses.', 'Ya uso otra aplicación que me regalaron.'],
}

type PlanRow = typeof plans.$inferSelect
type Item = { id: string; themeId: string; categoryId: string; duration: number }
type Catalogue = {
  plans: Map<string, PlanRow>
  /** Categories in the catalogue's order, each with its playable items. */
  categories: { id: string; items: Item[] }[]
  themes: { id: string; categoryId: string }[]
}

type Rows = {
  users: (typeof users.$inferInsert)[]
  orders: (typeof paymentOrders.$inferInsert)[]
  subscriptions: (typeof subscriptions.$inferInsert)[]
  providerSubscriptions: (typeof providerSubscriptions.$inferInsert)[]
  cancellations: (typeof renewalCancellations.$inferInsert)[]
  playtime: (typeof playtimeDaily.$inferInsert)[]
}

/**
 * How much a category's early listening lowers the chance of leaving (the demo's story for
 * 'Contenido que retiene', by the catalogue's order): the first categories go with staying longer.
 */
const CATEGORY_STAY = [0.45, 0.7, 0.9, 1.05, 1.15, 1.2]

/** One client's life as rows, drawn from `random`. Pure: the same inputs give the same rows. */
function clientHistory(index: number, catalogue: Catalogue, now: Date, timeZone: string, rows: Rows) {
  const random = randomFrom(0x5eed + index * 7919)
  const userId = randomUUID()
  const firstName = pick(random, FIRST_NAMES)
  const lastName = `${pick(random, LAST_NAMES)} ${pick(random, LAST_NAMES)}`
  // More sign-ups lately than a year ago: a business that grows.
  const daysAgo = 1 + Math.floor(364 * random() ** 1.25)
  const signUp = new Date(
    signedUpAt(daysAgo, timeZone, now).getTime() + Math.floor(random() * 600) * MINUTE_MS,
  )
  const plan = (slug: string) => catalogue.plans.get(slug) as PlanRow
  const trialPlan = plan('prueba-gratuita')

  // The categories this member is drawn to; the first is where their early listening goes.
  const favourite = weighted(
    random,
    catalogue.categories.map((_category, position) => [position, position < 3 ? 3 : 1] as const),
  )
  const second =
    (favourite + 1 + Math.floor(random() * (catalogue.categories.length - 1))) % catalogue.categories.length
  let stay = CATEGORY_STAY[favourite] ?? 1
  const listens: { from: Date; to: Date; themeIds: string[] | null; earlyUntil: Date | null }[] = []

  let payingEver = false
  let payingNow = false
  const trialTaken = random() < 0.72
  let firstBuy: Date | null = null
  if (trialTaken) {
    const trialStart = new Date(signUp.getTime() + 5 * MINUTE_MS)
    const trialEnd = addDays(trialStart, trialPlan.durationDays)
    const converts = random() < 0.4
    const buyAt = converts ? new Date(trialStart.getTime() + Math.floor((6 + random() * 20) * DAY_MS)) : null
    const bought = buyAt && buyAt < now ? buyAt : null
    const endedAt = bought && bought < trialEnd ? bought : trialEnd
    rows.subscriptions.push({
      userId,
      planId: trialPlan.id,
      status: bought && bought < trialEnd ? 'completed' : trialEnd <= now ? 'expired' : 'active',
      source: 'trial',
      startDate: trialStart,
      endDate: endedAt,
      createdAt: trialStart,
      updatedAt: trialStart,
    })
    listens.push({ from: trialStart, to: endedAt < now ? endedAt : now, themeIds: null, earlyUntil: null })
    firstBuy = bought
  } else if (random() < 0.55) {
    const buyAt = new Date(signUp.getTime() + Math.floor(random() * 2 * DAY_MS) + 20 * MINUTE_MS)
    firstBuy = buyAt < now ? buyAt : null
  }

  let comeBacks = 0
  let buyAt = firstBuy
  while (buyAt) {
    const slug = weighted(random, [
      ['mini', 30],
      ['full', 42],
      ['full-anual', 28],
    ] as const)
    const result = paidLife(buyAt, slug)
    buyAt = null
    if (result.churnedAt && comeBacks === 0 && random() < 0.2) {
      comeBacks += 1
      const back = new Date(result.churnedAt.getTime() + Math.floor((30 + random() * 90) * DAY_MS))
      if (back < now) buyAt = back
    }
  }

  /** A paid plan bought at `start`: its renewals, maybe a move to Full, a cancellation or a withdrawal. */
  function paidLife(start: Date, startSlug: 'mini' | 'full' | 'full-anual'): { churnedAt: Date | null } {
    let slug: string = startSlug
    let purchaseAt = start
    let firstPurchase = !payingEver
    payingEver = true
    // Mini: the two themes chosen after the test, in the favourite category where it has two.
    const inFavourite = catalogue.themes.filter(
      (theme) => theme.categoryId === catalogue.categories[favourite]?.id,
    )
    const pool = inFavourite.length >= 2 ? inFavourite : catalogue.themes
    const first = pick(random, pool)
    const other = pick(
      random,
      pool.filter((theme) => theme.id !== first.id),
    )
    for (;;) {
      const current = plan(slug)
      const orderId = randomUUID()
      const accessId = randomUUID()
      const externalId = `lsub_${orderId}`
      const mini = slug === 'mini'
      rows.orders.push({
        id: orderId,
        userId,
        planId: current.id,
        amountCents: current.priceCents,
        currency: current.currency,
        status: 'completed',
        provider: 'local',
        providerSessionId: `lcs_history_${orderId}`,
        idempotencyKey: `history-${orderId}`,
        themeId1: mini ? first.id : null,
        themeId2: mini ? other.id : null,
        expiresAt: addDays(purchaseAt, 1),
        completedAt: new Date(purchaseAt.getTime() + MINUTE_MS),
        immediateStartRequestedAt: purchaseAt,
        kind: 'purchase',
        createdAt: purchaseAt,
        updatedAt: purchaseAt,
      })
      const accessStart = new Date(purchaseAt.getTime() + MINUTE_MS)
      const access: typeof subscriptions.$inferInsert = {
        id: accessId,
        userId,
        planId: current.id,
        status: 'active',
        source: 'payment',
        orderId,
        startDate: accessStart,
        endDate: addDays(accessStart, current.durationDays),
        themeId1: mini ? first.id : null,
        themeId2: mini ? other.id : null,
        createdAt: accessStart,
        updatedAt: accessStart,
      }
      const providerSub: typeof providerSubscriptions.$inferInsert = {
        userId,
        planId: current.id,
        provider: 'local',
        externalId,
        orderId,
        subscriptionId: accessId,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: access.endDate as Date,
        amountCents: current.priceCents,
        currency: current.currency,
        createdAt: accessStart,
        updatedAt: accessStart,
      }
      rows.subscriptions.push(access)
      rows.providerSubscriptions.push(providerSub)
      const earlyUntil = firstPurchase ? addDays(accessStart, 14) : null
      firstPurchase = false
      const event = (kind: 'renewal' | 'cancellation' | 'ended' | 'withdrawal', at: Date, values: object) => {
        const id = randomUUID()
        rows.orders.push({
          id,
          userId,
          planId: current.id,
          provider: 'local',
          kind,
          amountCents: 0,
          currency: current.currency,
          idempotencyKey: `event-${id}`,
          expiresAt: at,
          createdAt: at,
          updatedAt: at,
          status: 'canceled',
          ...values,
        })
      }
      const listen = (to: Date) =>
        listens.push({
          from: accessStart,
          to: to < now ? to : now,
          themeIds: mini ? [first.id, other.id] : null,
          earlyUntil,
        })

      // Withdrawal: a few change their mind within the 14 days, and get the days not begun back.
      if (access.endDate && random() < 0.04) {
        const at = new Date(accessStart.getTime() + Math.floor((1 + random() * 9) * DAY_MS))
        if (at < now) {
          const refund = withdrawalRefundCents(
            { amountCents: current.priceCents, immediateStartRequestedAt: purchaseAt },
            { startDate: accessStart, endDate: access.endDate },
            at,
          )
          event('withdrawal', at, {
            status: 'refunded',
            amountCents: refund,
            providerRef: `withdrawal:${orderId}`,
            completedAt: at,
          })
          Object.assign(access, { status: 'cancelled', endDate: at, updatedAt: at })
          Object.assign(providerSub, { status: 'ended', endedAt: at, updatedAt: at })
          listen(at)
          return { churnedAt: at }
        }
      }

      // Month after month (or year after year) until it is cancelled, moved to Full, or today.
      let periodStart = accessStart
      for (;;) {
        const periodEnd = addDays(periodStart, current.durationDays)
        const monthly = current.durationDays < 100
        // A move from Mini to Full, somewhere in a period.
        if (slug === 'mini' && random() < 0.14) {
          const at = new Date(
            periodStart.getTime() + Math.floor(random() * (current.durationDays - 1) * DAY_MS),
          )
          if (at < now) {
            Object.assign(access, { status: 'completed', endDate: at, updatedAt: at })
            Object.assign(providerSub, { status: 'ended', endedAt: at, updatedAt: at })
            listen(at)
            slug = 'full'
            purchaseAt = at
            stay *= 0.8
            break
          }
        }
        const leaves = random() < (monthly ? 0.11 : 0.35) * stay
        if (leaves) {
          const before = Math.max(1, Math.floor(random() * Math.min(25, current.durationDays - 2)))
          const at = new Date(periodEnd.getTime() - before * DAY_MS - Math.floor(random() * 600) * MINUTE_MS)
          if (at < now) {
            event('cancellation', at, {
              providerRef: `${externalId}:cancel:${at.toISOString()}`,
            })
            const reason = REASON_CYCLE[rows.cancellations.length % REASON_CYCLE.length] ?? null
            rows.cancellations.push({
              userId,
              providerSubscriptionId: null,
              planId: current.id,
              reason,
              note: reason && random() < 0.45 ? pick(random, NOTES[reason]) : null,
              createdAt: at,
              // Filled in below, once the provider subscription has its id.
              ...{ externalId },
            } as typeof renewalCancellations.$inferInsert)
            Object.assign(providerSub, { cancelAtPeriodEnd: true, stateAt: at, updatedAt: at })
            if (periodEnd <= now) {
              event('ended', periodEnd, { providerRef: `${externalId}:ended` })
              Object.assign(access, { status: 'expired', endDate: periodEnd, updatedAt: periodEnd })
              Object.assign(providerSub, { status: 'ended', endedAt: periodEnd, updatedAt: periodEnd })
              listen(periodEnd)
              return { churnedAt: periodEnd }
            }
            Object.assign(access, { endDate: periodEnd })
            listen(periodEnd)
            payingNow = true
            return { churnedAt: null }
          }
        }
        if (periodEnd > now) {
          Object.assign(access, { endDate: periodEnd })
          Object.assign(providerSub, { currentPeriodEnd: periodEnd })
          listen(periodEnd)
          payingNow = true
          return { churnedAt: null }
        }
        // Renewed on the day its period ended, as the local provider's clock charges it.
        event('renewal', periodEnd, {
          status: 'completed',
          amountCents: current.priceCents,
          providerRef: `${externalId}:${periodEnd.toISOString()}:paid`,
          completedAt: periodEnd,
        })
        Object.assign(access, { endDate: addDays(periodEnd, current.durationDays), updatedAt: periodEnd })
        Object.assign(providerSub, {
          currentPeriodEnd: addDays(periodEnd, current.durationDays),
          updatedAt: periodEnd,
        })
        periodStart = periodEnd
      }
    }
  }

  rows.users.push({
    id: userId,
    name: firstName,
    lastName,
    email: historyEmail(index),
    passwordHash: null,
    // Roles follow paid plans (decision 058): a subscriber while a paid plan is in force.
    role: payingNow ? 'subscriber' : 'visitor',
    isVerified: true,
    createdAt: signUp,
    updatedAt: signUp,
  })

  // Listening: a few days a week while a plan is in force, more in the first two weeks of a
  // purchase (in the favourite category), fewer as the months pass.
  const seen = new Set<string>()
  // Nothing today: today's statistics are the live listening's (as the demo member's seeded days,
  // which end yesterday), so a journey that plays an audio finds it among today's top items.
  const today = zonedMidnight(dayInZone(now, timeZone), timeZone).getTime()
  for (const span of listens) {
    const allowed = span.themeIds
      ? catalogue.categories
          .flatMap((category) => category.items)
          .filter((item) => span.themeIds?.includes(item.themeId))
      : null
    const favouriteItems = (allowed ?? catalogue.categories[favourite]?.items ?? []).filter((item) =>
      allowed ? true : item.categoryId === catalogue.categories[favourite]?.id,
    )
    const otherItems = allowed ?? catalogue.categories[second]?.items ?? []
    // The span's days counted on the calendar from its first (one zone conversion per span, not per
    // day: a year of days for every client would spend most of the seed's time in Intl).
    const firstDay = Date.parse(dayInZone(span.from, timeZone))
    for (
      let at = span.from.getTime(), step = 0;
      at < Math.min(span.to.getTime(), today);
      at += DAY_MS, step++
    ) {
      const early = span.earlyUntil && at < span.earlyUntil.getTime()
      const age = (at - span.from.getTime()) / DAY_MS
      // A few days a week at first, one or two a week as the months pass: enough for every month of
      // a cohort to say who listened, few enough rows for a quick first start.
      const chance = early ? 0.4 : Math.max(0.08, 0.28 - age / 900) * (stay < 1 ? 1.2 : 0.9)
      if (random() >= chance) continue
      const items = early || random() < 0.7 ? favouriteItems : otherItems
      const item = items.length > 0 ? pick(random, items) : undefined
      if (!item) continue
      const day = new Date(firstDay + step * DAY_MS).toISOString().slice(0, 10)
      const key = `${item.id}|${day}`
      if (seen.has(key)) continue
      seen.add(key)
      rows.playtime.push({
        userId,
        mediaId: item.id,
        themeId: item.themeId,
        categoryId: item.categoryId,
        day,
        seconds: Math.min(item.duration, 300 + Math.floor(random() * 1200)),
      })
    }
  }
}

/** The whole history as rows, for `now`; pure apart from the ids it draws. */
export function businessHistoryRows(catalogue: Catalogue, now: Date, timeZone: string): Rows {
  const rows: Rows = {
    users: [],
    orders: [],
    subscriptions: [],
    providerSubscriptions: [],
    cancellations: [],
    playtime: [],
  }
  for (let index = 0; index < CLIENTS; index++) clientHistory(index, catalogue, now, timeZone, rows)
  return rows
}

async function insertChunks<Row>(rows: Row[], size: number, insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}

/**
 * Writes the year once: under an advisory lock, so two instances starting together write it once
 * (the second waits, then finds the first client), and in one transaction, so a stop half-way
 * leaves nothing to half-find. Set-based inserts, a few hundred rows a statement. Answers whether it
 * wrote anything.
 */
export async function seedBusinessHistory(
  db: Database,
  timeZone: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK_ID})`)
    const [already] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, historyEmail(0)))
      .limit(1)
    if (already) return false
    const planRows = await tx
      .select()
      .from(plans)
      .where(inArray(plans.slug, ['prueba-gratuita', 'mini', 'full', 'full-anual']))
    if (planRows.length < 4) return false
    const categoryRows = await tx
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.order))
    const items = await playableMedia(tx)
    const catalogue: Catalogue = {
      plans: new Map(planRows.map((row) => [row.slug, row])),
      categories: categoryRows
        .map((category) => ({
          id: category.id,
          items: items.filter((item) => item.categoryId === category.id),
        }))
        .filter((category) => category.items.length > 0),
      themes: (await tx.select({ id: themes.id, categoryId: themes.categoryId }).from(themes)).filter(
        (theme) => items.some((item) => item.themeId === theme.id),
      ),
    }
    if (catalogue.categories.length < 2) return false
    const rows = businessHistoryRows(catalogue, now, timeZone)

    await insertChunks(rows.users, 200, (chunk) => tx.insert(users).values(chunk))
    await insertChunks(rows.orders, 300, (chunk) => tx.insert(paymentOrders).values(chunk))
    await insertChunks(rows.subscriptions, 300, (chunk) => tx.insert(subscriptions).values(chunk))
    const providerIds = new Map<string, string>()
    await insertChunks(rows.providerSubscriptions, 300, async (chunk) => {
      const inserted = await tx
        .insert(providerSubscriptions)
        .values(chunk)
        .returning({ id: providerSubscriptions.id, externalId: providerSubscriptions.externalId })
      for (const row of inserted) providerIds.set(row.externalId, row.id)
    })
    const cancellations = rows.cancellations.map((row) => {
      const { externalId, ...values } = row as typeof row & { externalId: string }
      return { ...values, providerSubscriptionId: providerIds.get(externalId) ?? null }
    })
    await insertChunks(cancellations, 300, (chunk) => tx.insert(renewalCancellations).values(chunk))
    // The per-item roll-ups (playtime_item_daily, _monthly) follow by the table's own trigger.
    await insertChunks(rows.playtime, 1000, (chunk) => tx.insert(playtimeDaily).values(chunk))
    return true
  })
}
