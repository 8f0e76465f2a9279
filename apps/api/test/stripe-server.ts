import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

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
  mode: 'payment'
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

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (failNextCreate) {
        failNextCreate = false
        return send(400, { error: { type: 'invalid_request_error', message: 'Something is wrong' } })
      }
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (earlier) return send(200, earlier)
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]') ?? '' },
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
        mode: 'payment',
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
    pay(id: string) {
      Object.assign(session(id), { status: 'complete', payment_status: 'paid' })
      return session(id)
    },
    expire(id: string) {
      Object.assign(session(id), { status: 'expired' })
      return session(id)
    },
    /** An event as Stripe would post it: its JSON body and a valid signature header. */
    signedEvent(
      type: string,
      object: FakeCheckoutSession,
      eventId = `evt_${randomBytes(10).toString('hex')}`,
    ) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
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
