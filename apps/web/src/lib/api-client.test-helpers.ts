import { afterEach, beforeEach, vi } from 'vitest'
import { jsonResponse, makeSessionUser } from '../test/fixtures.ts'

// What the API client's tests (api-client-*.test.ts) share: a fresh client per test, signed in or
// not, fetch stubbed for each test, the page's credential metas, and the server's 401.

// The client reads the credential metas once per page load, so each test loads a fresh module.
export async function loadClient() {
  vi.resetModules()
  return import('./api-client.ts')
}

/** A fresh client and the session store it reads, as one page load sees them. */
export async function loadSignedIn() {
  vi.resetModules()
  const client = await import('./api-client.ts')
  const session = await import('./session-store.ts')
  session.setSessionUser(makeSessionUser())
  return { ...client, ...session }
}

export const refreshPath = '/api/users/refresh-token'
export const callsTo = (mock: ReturnType<typeof vi.fn<typeof fetch>>, path: string) =>
  mock.mock.calls.filter(([url]) => url === path).length

export function setMeta(name: string, content: string) {
  const meta = document.createElement('meta')
  meta.name = name
  meta.content = content
  document.head.append(meta)
}

/** The server's answer to a request whose session has expired. */
export const unauthorized = () =>
  jsonResponse({ success: false, message: 'Token is not valid', code: 'auth.unauthenticated' }, 401)

/**
 * A fetch mock, stubbed in before each test of the describe that calls this and reset after it,
 * with the page metas the test set removed.
 */
export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
  })
  return fetchMock
}
