import type { SessionUser } from '@sosiego/shared'
import { vi } from 'vitest'
import { jsonResponse } from './fixtures.ts'

export type ApiCall = { method: string; path: string; body: unknown }
/** Answers a call; `url` is the request's address with its query string (`call.path` has none). */
type Handler = (call: ApiCall, url: string) => Response | Promise<Response>

/** No session: validation says so (401) and there is nothing to refresh. */
export const anonymousSession: Record<string, Handler> = {
  'GET /api/users/validate-token': () =>
    jsonResponse({ isValid: false, message: 'Token is not valid', user: null }, 401),
  'POST /api/users/refresh-token': () =>
    jsonResponse({ success: false, message: 'Token is not valid', code: 'auth.unauthenticated' }, 401),
}

/** What the home page loads, so tests that end there need not care. */
const publicLists: Record<string, Handler> = {
  'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }),
}

/** A valid session for `user`. */
export function sessionOf(user: SessionUser): Record<string, Handler> {
  return {
    'GET /api/users/validate-token': () => jsonResponse({ isValid: true, message: 'Token válido.', user }),
  }
}

/**
 * Stubs fetch with a small router: `'METHOD /path'` → handler. Unknown calls fail the test loudly,
 * so a page calling something unexpected is noticed. The session defaults to anonymous.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = { ...anonymousSession, ...publicLists, ...handlers }
  const calls: ApiCall[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = init?.method ?? 'GET'
    const path = url.split('?')[0] ?? url
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, path, body }
    calls.push(call)
    const handler = routes[`${method} ${path}`]
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url}`)
    return handler(call, url)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    calls,
    /** The calls made to one endpoint, e.g. `callsTo('POST /api/users/login')`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** Replaces or adds handlers mid-test. */
    set(more: Record<string, Handler>) {
      Object.assign(routes, more)
    },
  }
}
