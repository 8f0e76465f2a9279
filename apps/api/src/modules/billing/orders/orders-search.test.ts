import { randomUUID } from 'node:crypto'
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { paymentOrders, plans, users } from '../../../db/schema/index.ts'
import { containsEveryWord } from '../../../lib/search.ts'
import { countOrders, listOrdersWithUserAndPlan, orderHolds } from './payment-orders.repository.ts'

// Órdenes' search (decision 070) asks each part of an order's text of its own table since decision
// 093: these pin what it matches, so the rewrite for the trigram indexes changed speed, not results.
describe('Órdenes search', async () => {
  const { db } = await createTestApp()
  const token = randomUUID().slice(0, 8)

  const [plan] = await db
    .insert(plans)
    .values({ name: `Respiración Única ${token}`, slug: `respiracion-${token}` })
    .returning()
  const [other] = await db
    .insert(plans)
    .values({ name: `Otro plan ${token}`, slug: `otro-${token}` })
    .returning()
  const [lucia, pedro, gone] = await db
    .insert(users)
    .values([
      { name: 'Lucía', lastName: `Núñez${token}`, email: `lucia.${token}@ejemplo.es` },
      { name: 'Pedro', lastName: `Gil${token}`, email: `pedro_50%.${token}@ejemplo.es` },
      { name: 'Borrada', lastName: `Cuenta${token}`, email: `borrada.${token}@ejemplo.es` },
    ])
    .returning()
  if (!plan || !other || !lucia || !pedro || !gone) throw new Error('fixtures not inserted')

  const order = async (userId: string, planId: string) => {
    const [row] = await db
      .insert(paymentOrders)
      .values({
        userId,
        planId,
        amountCents: 100,
        provider: 'local',
        status: 'completed',
        idempotencyKey: randomUUID(),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning()
    return row?.id as string
  }
  const luciaOrder = await order(lucia.id, plan.id)
  const pedroOrder = await order(pedro.id, other.id)
  const goneOrder = await order(gone.id, other.id)
  // A deleted account keeps its orders with the user id set null (decision 069).
  await db.update(paymentOrders).set({ userId: null }).where(eq(paymentOrders.id, goneOrder))

  /** The ids among this test's orders that a search finds, checked against the count too. */
  async function found(search: string) {
    const rows = await listOrdersWithUserAndPlan(db, { search })
    const ids = rows.map((row) => row.order.id)
    expect(await countOrders(db, { search })).toBe(ids.length)
    return [luciaOrder, pedroOrder, goneOrder].filter((id) => ids.includes(id)).sort()
  }
  const sorted = (...ids: string[]) => [...ids].sort()

  it('finds the buyer by folded name and last name, in any case and with or without accents', async () => {
    expect(await found(`LUCIA nunez${token}`)).toEqual([luciaOrder])
    expect(await found(`Lucía Núñez${token}`)).toEqual([luciaOrder])
    // Across the name and the last name, as the folded 'name last_name' reads.
    expect(await found(`ia nunez${token.slice(0, 3)}`)).toEqual([luciaOrder])
  })

  it('finds the buyer by e-mail and the order by plan name, and needs every word', async () => {
    expect(await found(`LUCIA.${token}@EJEMPLO`)).toEqual([luciaOrder])
    expect(await found(`respiracion unica ${token}`)).toEqual([luciaOrder])
    expect(await found(`otro plan ${token}`)).toEqual(sorted(pedroOrder, goneOrder))
    // One word in the buyer, one in the plan: both must hold, each anywhere.
    expect(await found(`pedro otro ${token}`)).toEqual([pedroOrder])
    expect(await found(`lucia otro ${token}`)).toEqual([])
  })

  it('treats % and _ as letters, and finds a deleted account as Cuenta eliminada', async () => {
    expect(await found(`_50%.${token}`)).toEqual([pedroOrder])
    // As wildcards they would find lucia.<token>@ejemplo.es.
    expect(await found(`lucia%${token}`)).toEqual([])
    expect(await found(`lucia_${token}`)).toEqual([])
    expect(await found(`cuenta eliminada ${token}`)).toEqual([goneOrder])
    // The deleted buyer's name and e-mail are gone from the order's text.
    expect(await found(`borrada.${token}`)).toEqual([])
  })

  it('reads one or two letters too (no trigram), with the other words', async () => {
    expect(await found(`Ú ${token}`)).toEqual(sorted(luciaOrder, goneOrder))
    expect(await found(`gi ${token}`)).toEqual([pedroOrder])
  })

  it('compares the very expressions the trigram indexes hold (Órdenes and Clientes)', async () => {
    /** The plan of a query with sequential scans priced out, as on a table of 100,000 rows. */
    const planOf = (query: SQLWrapper) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        const result = await tx.execute(sql`explain ${query}`)
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          string
        >[]
        return rows.map((row) => Object.values(row).join('')).join('\n')
      })
    const orders = await planOf(
      db.select({ id: paymentOrders.id }).from(paymentOrders).where(orderHolds('lucia')),
    )
    expect(orders).toContain('users_search_text_trgm_idx')
    expect(orders).toContain('users_email_lower_trgm_idx')
    const clients = await planOf(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(...containsEveryWord(users.searchText, ['lucia']))),
    )
    expect(clients).toContain('users_search_text_trgm_idx')
  })
})
