import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { localCheckoutSessions } from '../../../db/schema/index.ts'
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './payment-provider.ts'

export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect

/** The built-in test checkout's page, served by this API. */
export const localCheckoutPath = (id: string) => `/api/payments/local-checkout/${encodeURIComponent(id)}`

const newSessionId = () => `lcs_${randomBytes(24).toString('base64url')}`

function toProviderSession(row: LocalCheckoutSession, now = new Date()): ProviderSession {
  const status = row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status
  return {
    id: row.id,
    status: status === 'open' || status === 'paid' || status === 'expired' ? status : 'canceled',
    reference: row.reference,
    // The trial kept (issue 32): the session is paid with nothing charged; the scheduler charges later.
    amountCents: row.firstChargeAt ? 0 : row.amountCents,
    currency: row.currency,
  }
}

export async function findLocalSession(db: Database, id: string): Promise<LocalCheckoutSession | undefined> {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id))
  return row
}

/** Open and not expired → the new status, in one statement; answers the row when it moved. */
export async function closeLocalSession(
  db: Database,
  id: string,
  status: 'paid' | 'canceled',
): Promise<LocalCheckoutSession | undefined> {
  const [row] = await db
    .update(localCheckoutSessions)
    .set({ status })
    .where(
      and(
        eq(localCheckoutSessions.id, id),
        eq(localCheckoutSessions.status, 'open'),
        gt(localCheckoutSessions.expiresAt, new Date()),
      ),
    )
    .returning()
  return row
}

/**
 * The `local` provider: sessions in our own table and a test checkout page of our own, so the whole
 * purchase runs with no account and no network. It behaves like Stripe from the app's side: the
 * browser leaves for a checkout URL and comes back to the success URL with the session id.
 */
export function createLocalProvider(db: Database, appUrl: string): PaymentProvider {
  return {
    name: 'local',
    async createCheckoutSession(request: CheckoutRequest) {
      const id = newSessionId()
      await db
        .insert(localCheckoutSessions)
        .values({
          id,
          idempotencyKey: request.idempotencyKey,
          reference: request.reference,
          description: request.description,
          amountCents: request.amountCents,
          currency: request.currency,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          expiresAt: request.expiresAt,
          intervalDays: request.recurring?.intervalDays ?? null,
          firstChargeAt: request.recurring ? (request.firstChargeAt ?? null) : null,
        })
        .onConflictDoNothing({ target: localCheckoutSessions.idempotencyKey })
      // The same idempotency key answers the session made first, as Stripe does.
      const [row] = await db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.idempotencyKey, request.idempotencyKey))
      if (!row) throw new Error('local checkout session was not stored')
      return { id: row.id, url: appUrl + localCheckoutPath(row.id) }
    },
    async retrieveSession(id: string) {
      const row = await findLocalSession(db, id)
      return row ? toProviderSession(row) : null
    },
    // The local provider's subscription state is our own provider_subscriptions row, which the
    // billing services write after these calls: nothing to tell anyone else.
    async setCancelAtPeriodEnd() {},
    async cancelNow() {},
    async refund() {
      // No money moved, so none moves back: the withdrawal's order row records the refund.
      return `lre_${randomBytes(12).toString('base64url')}`
    },
    async portalUrl() {
      return null
    },
  }
}

/** The URL the browser returns to, with the session id filled in. */
export const successUrlFor = (session: LocalCheckoutSession) =>
  session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id))

export { toProviderSession as localProviderSession }
