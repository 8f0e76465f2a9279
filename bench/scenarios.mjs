// Load scenarios run by bench/run.mjs against the built API server.
//
// Fields:
//   name         label printed in the table
//   path         request path (with query string) on the API server
//   method       HTTP method, default 'GET'
//   headers      extra request headers (object), optional
//   body         request body (string; JSON.stringify it yourself and set content-type), optional
//   expectStatus every response must have this status; default: any 2xx
//   minRatio     fail the run when req/s ÷ bare-Fastify req/s falls below this (0..1), optional
//   prepare      async ({ baseUrl, headers }) => fields to add (headers, body…), run once before the
//                measurement against the started server, optional

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} path
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} [expectStatus]
 * @property {number} [minRatio]
 * @property {(server: { baseUrl: string, headers: Record<string, string> }) => Promise<Partial<Scenario>>} [prepare]
 */

/**
 * The demo member signs in, buys the full plan through the local test checkout and verifies it
 * once; the scenario then repeats the verification, as a client does on reload (already fulfilled).
 */
async function paidSession({ baseUrl, headers }) {
  const json = { ...headers, 'content-type': 'application/json' }
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'miembro@sosiego.app', password: 'Sosiego2026!' }),
  })
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
  const plans = await (await fetch(`${baseUrl}/api/plans/name/full`, { headers })).json()
  const checkout = await fetch(`${baseUrl}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ planId: plans.data._id }),
  })
  if (!checkout.ok) throw new Error(`bench checkout failed: ${checkout.status} ${await checkout.text()}`)
  const page = new URL((await checkout.json()).url)
  const pay = await fetch(`${baseUrl}${page.pathname}/pay`, { method: 'POST', redirect: 'manual' })
  const sessionId = new URL(pay.headers.get('location') ?? '').searchParams.get('session_id')
  const body = JSON.stringify({ sessionId })
  const verified = await fetch(`${baseUrl}/api/payments/verify-payment-session`, {
    method: 'POST',
    headers: { ...json, cookie },
    body,
  })
  if (!verified.ok) throw new Error(`bench verification failed: ${verified.status}`)
  return { headers: { cookie, 'content-type': 'application/json' }, body }
}

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'health', path: '/api/health' },
  { name: 'plans list', path: '/api/plans/list', minRatio: 0.5 },
  { name: 'themes list', path: '/api/themes/list?isDeleted=false' },
  { name: 'reviews list', path: '/api/reviews' },
  {
    name: 'verify payment (fulfilled)',
    path: '/api/payments/verify-payment-session',
    method: 'POST',
    prepare: paidSession,
  },
]
