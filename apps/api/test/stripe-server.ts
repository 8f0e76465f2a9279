import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll } from 'vitest'
import { createTestApp } from './app.ts'

export interface FakeCheckoutSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  customer_email: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  mode: 'payment' | 'subscription'
  customer: string | null
  subscription: string | null
  payment_intent: string | null
  /** The subscription's metadata and period the session asked for (mode subscription). */
  subscription_metadata: Record<string, string>
  interval: { interval: string; interval_count: number } | null
  /** `subscription_data.trial_end` (issue 32): nothing is charged at checkout; the first invoice then. */
  trial_end: number | null
}

export interface FakeSubscription {
  id: string
  object: 'subscription'
  customer: string | null
  status: 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled'
  trial_end: number | null
  cancel_at_period_end: boolean
  metadata: Record<string, string>
  items: { object: 'list'; data: { id: string; current_period_start: number; current_period_end: number }[] }
  ended_at: number | null
  created: number
}

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  authorization: string | undefined
  form: URLSearchParams
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

/**
 * A loopback HTTP server speaking enough of Stripe's API for our provider: create and retrieve
 * Checkout Sessions, with idempotency keys honoured as Stripe does. Tests move sessions along
 * (`pay`, `expire`) and sign events as Stripe would (`signedEvent`).
 */
export async function startFakeStripe(webhookSecret: string) {
  const sessions = new Map<string, FakeCheckoutSession>()
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>()
  const requests: RecordedRequest[] = []
  const customers = new Map<string, { id: string; email: string | null }>()
  const customersByKey = new Map<string, string>()
  const subscriptions = new Map<string, FakeSubscription>()
  const refunds: {
    id: string
    payment_intent: string | null
    amount: number
    idempotencyKey?: string
    metadata: Record<string, string>
  }[] = []
  const refundsByKey = new Map<string, (typeof refunds)[number]>()
  /** Milliseconds before a customer creation answers: lets concurrent purchases overlap. */
  let customerDelayMs = 0
  /** While set, every subscription call answers 500 (Stripe down for that part). */
  let subscriptionsDown = false
  let failNextCreate = false
  let failingRetrievals = 0

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test')
    const form = new URLSearchParams(await read(request))
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization,
      form,
    })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      })
      response.end(JSON.stringify(body))
    }
    const missing = () =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        },
      })

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      const earlier = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined
      if (customerDelayMs) await new Promise((resolve) => setTimeout(resolve, customerDelayMs))
      if (earlier) return send(200, { id: earlier, object: 'customer' })
      const id = `cus_${randomBytes(8).toString('hex')}`
      customers.set(id, { id, email: form.get('email') })
      if (idempotencyKey) customersByKey.set(idempotencyKey, id)
      return send(200, { id, object: 'customer', email: form.get('email') })
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)
    if (subMatch && subscriptionsDown)
      return send(500, { error: { type: 'api_error', message: 'Stripe is having a moment' } })
    if (subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1] ?? ''))
      if (!sub)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } })
      if (request.method === 'DELETE') {
        if (sub.status === 'canceled')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Subscription already canceled' },
          })
        Object.assign(sub, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) })
        return send(200, sub)
      }
      if (request.method === 'POST') {
        const cancel = form.get('cancel_at_period_end')
        if (cancel !== null) sub.cancel_at_period_end = cancel === 'true'
        return send(200, sub)
      }
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined
      if (earlier) return send(200, { ...earlier, object: 'refund' })
      const refund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        payment_intent: form.get('payment_intent'),
        amount: Number(form.get('amount')),
        idempotencyKey,
        metadata: Object.fromEntries(
          [...form].flatMap(([key, value]) => {
            const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
            return name ? [[name, value]] : []
          }),
        ),
      }
      refunds.push(refund)
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund)
      return send(200, { ...refund, object: 'refund', status: 'succeeded' })
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_${randomBytes(6).toString('hex')}`,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        url: `https://billing.stripe.test/p/session/${form.get('customer')}`,
        return_url: form.get('return_url'),
      })
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (failNextCreate) {
        failNextCreate = false
        return send(400, { error: { type: 'invalid_request_error', message: 'Something is wrong' } })
      }
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (earlier) return send(200, earlier)
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const trialEnd = form.get('subscription_data[trial_end]')
      if (trialEnd && Number(trialEnd) < Math.floor(Date.now() / 1000) + 48 * 3600)
        // Stripe's own rule: a trial given at checkout ends at least 48 hours ahead.
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'trial_end must be at least 48 hours in the future',
          },
        })
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        // With a trial nothing is due today: Stripe's session totals 0.
        amount_total: trialEnd ? 0 : Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]') ?? '' },
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
        mode: form.get('mode') === 'subscription' ? 'subscription' : 'payment',
        customer: form.get('customer'),
        subscription: null,
        payment_intent: null,
        subscription_metadata: {
          orderId: form.get('subscription_data[metadata][orderId]') ?? '',
          userId: form.get('subscription_data[metadata][userId]') ?? '',
        },
        interval: form.get('line_items[0][price_data][recurring][interval]')
          ? {
              interval: form.get('line_items[0][price_data][recurring][interval]') ?? '',
              interval_count: Number(form.get('line_items[0][price_data][recurring][interval_count]') ?? 1),
            }
          : null,
        trial_end: trialEnd ? Number(trialEnd) : null,
      }
      sessions.set(id, session)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session)
      return send(200, session)
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && match) {
      if (failingRetrievals > 0) {
        failingRetrievals--
        return send(500, { error: { type: 'api_error', message: 'Stripe is having a moment' } })
      }
      const session = sessions.get(decodeURIComponent(match[1] ?? ''))
      return session ? send(200, session) : missing()
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const session = (id: string) => {
    const found = sessions.get(id)
    if (!found) throw new Error(`no fake session ${id}`)
    return found
  }

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    failNextCreate() {
      failNextCreate = true
    },
    /** The next `count` retrievals answer 500 (the SDK retries twice on its own). */
    failRetrievals(count: number) {
      failingRetrievals = count
    },
    customers,
    subscriptions,
    refunds,
    /** Customer creations answer this much later (concurrency tests). */
    delayCustomers(ms: number) {
      customerDelayMs = ms
    },
    setSubscriptionsDown(down: boolean) {
      subscriptionsDown = down
    },
    /**
     * The buyer pays. A subscription-mode session starts a subscription (its first period from now,
     * `periodDays` long) as Stripe Billing does; a one-off payment gets a payment intent. With a
     * `trial_end` (issue 32) nothing is charged: the session completes with no payment required and
     * the subscription is 'trialing' until then, when its first invoice comes (`invoice`).
     */
    pay(id: string, periodDays = 30) {
      const paid = session(id)
      Object.assign(paid, {
        status: 'complete',
        payment_status: paid.trial_end ? 'no_payment_required' : 'paid',
      })
      if (paid.mode === 'subscription' && !paid.subscription) {
        const now = Math.floor(Date.now() / 1000)
        const sub: FakeSubscription = {
          id: `sub_${randomBytes(10).toString('hex')}`,
          object: 'subscription',
          customer: paid.customer,
          // A trial: the subscription is 'trialing' and its first period runs to the trial's end.
          status: paid.trial_end ? 'trialing' : 'active',
          trial_end: paid.trial_end,
          cancel_at_period_end: false,
          metadata: paid.subscription_metadata,
          items: {
            object: 'list',
            data: [
              {
                id: `si_${randomBytes(6).toString('hex')}`,
                current_period_start: now,
                current_period_end: paid.trial_end ?? now + periodDays * 86_400,
              },
            ],
          },
          ended_at: null,
          created: now,
        }
        subscriptions.set(sub.id, sub)
        paid.subscription = sub.id
      } else if (paid.mode === 'payment') {
        paid.payment_intent = `pi_${randomBytes(10).toString('hex')}`
      }
      return paid
    },
    /**
     * An invoice of a subscription as Stripe's API (2025-03 and later) shapes it: the subscription
     * and its metadata under `parent.subscription_details`, the period on the line, the payment
     * under `payments`.
     */
    invoice(
      subscriptionId: string,
      options: {
        billingReason: 'subscription_create' | 'subscription_cycle'
        paid: boolean
        periodStart: number
        periodEnd: number
        amount: number
        attempt?: number
        nextAttempt?: number | null
        id?: string
      },
    ) {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw new Error(`no fake subscription ${subscriptionId}`)
      const paymentIntent = `pi_${randomBytes(10).toString('hex')}`
      return {
        id: options.id ?? `in_${randomBytes(10).toString('hex')}`,
        object: 'invoice',
        billing_reason: options.billingReason,
        customer: sub.customer,
        currency: 'usd',
        amount_due: options.amount,
        amount_paid: options.paid ? options.amount : 0,
        attempt_count: options.attempt ?? 1,
        next_payment_attempt: options.paid ? null : (options.nextAttempt ?? null),
        status: options.paid ? 'paid' : 'open',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: sub.id, metadata: sub.metadata },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: `il_${randomBytes(6).toString('hex')}`,
              period: { start: options.periodStart, end: options.periodEnd },
            },
          ],
        },
        payments: options.paid
          ? {
              object: 'list',
              data: [{ payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
            }
          : { object: 'list', data: [] },
      }
    },
    /**
     * A refund as Stripe's API shapes it (`refund.created` / `refund.updated`): one made in the
     * dashboard by staff, or (`from`) the object of one we asked for, with its metadata.
     */
    refundObject(options: {
      paymentIntent: string | null
      amount: number
      id?: string
      status?: 'pending' | 'succeeded' | 'failed'
      metadata?: Record<string, string>
    }) {
      return {
        id: options.id ?? `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount: options.amount,
        currency: 'usd',
        charge: `ch_${randomBytes(8).toString('hex')}`,
        payment_intent: options.paymentIntent,
        status: options.status ?? 'succeeded',
        metadata: options.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      }
    },
    expire(id: string) {
      Object.assign(session(id), { status: 'expired' })
      return session(id)
    },
    /** An event as Stripe would post it: its JSON body and a valid signature header. */
    signedEvent(
      type: string,
      object: object,
      eventId = `evt_${randomBytes(10).toString('hex')}`,
      created = Math.floor(Date.now() / 1000),
    ) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...object } },
      })
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      return { eventId, payload, signature }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * An app that sells through a fake Stripe of its own, on a fresh database; the fake closes after the
 * file (or the describe that calls it). Events signed with `webhookSecret` are the ones it accepts.
 */
export async function createStripeTestApp(webhookSecret: string) {
  const stripe = await startFakeStripe(webhookSecret)
  afterAll(() => stripe.close())
  const testApp = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_sosiego',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  })
  return { stripe, ...testApp }
}
