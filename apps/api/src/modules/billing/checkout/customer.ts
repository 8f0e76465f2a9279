import type { BillingContext } from '../billing-context.ts'
import { claimCustomer, findCustomer, setCustomerId } from '../renewals/provider-subscriptions.repository.ts'

/** How long a second purchase waits for the first to finish creating the customer before taking over. */
const CUSTOMER_TAKEOVER_MS = 10_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The user's one customer with the provider, created at most once (issue 18: "one Stripe customer per
 * user, never two, also under concurrent purchases"). The first request claims the row (primary key
 * on user and provider) and creates the customer; the others wait for its id. A claim left empty by a
 * crashed request is taken over after 10 s with the same idempotency key, which Stripe answers with
 * the customer already made.
 */
export async function ensureCustomer(
  ctx: BillingContext,
  user: { id: string; email: string; name: string },
): Promise<string | null> {
  const create = ctx.provider.createCustomer
  if (!create) return null
  const provider = ctx.provider.name
  const idempotencyKey = `customer-${user.id}`
  if (await claimCustomer(ctx.db, user.id, provider)) {
    const customerId = await create(user, idempotencyKey)
    await setCustomerId(ctx.db, user.id, provider, customerId)
    return customerId
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    const row = await findCustomer(ctx.db, user.id, provider)
    if (row?.customerId) return row.customerId
    if (row && Date.now() - row.createdAt.getTime() > CUSTOMER_TAKEOVER_MS) {
      const customerId = await create(user, idempotencyKey)
      await setCustomerId(ctx.db, user.id, provider, customerId)
      return (await findCustomer(ctx.db, user.id, provider))?.customerId ?? customerId
    }
    await sleep(100)
  }
  throw new Error(`customer for user ${user.id} was never created`)
}
