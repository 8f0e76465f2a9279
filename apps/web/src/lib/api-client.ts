import { es } from '@sosiego/shared/messages/common'
import type { z } from 'zod'
import { appSetting } from './app-config.ts'
import { authStore, expireSession, updateSessionUser } from './session-store.ts'

export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  /** The server's whole answer, for calls whose failures carry fields to act on (a review's 409). */
  readonly body: unknown

  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.body = body
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiRequestOptions = {
  method?: Method
  body?: unknown
  /** Shown when the server gives no message of its own (network down, HTML error page). */
  fallbackMessage: string
  signal?: AbortSignal
  /**
   * On a 401 for a signed-in user, renew the session once and retry (spec §4). Off for the
   * session's own calls: logout, refresh and validation handle a 401 themselves.
   */
  authRetry?: boolean
  /** Let the request outlive the page (a report sent while the page is being left). */
  keepalive?: boolean
}

/** The code of the error thrown when the session could not be renewed; the modal already says so. */
export const sessionExpiredCode = 'auth.sessionExpired'
/** The server's answer to a member call from an unverified address (decision 049). */
export const emailUnverifiedCode = 'auth.emailUnverified'

let appCredentials: Record<string, string> | undefined

/**
 * The server writes the operator's app key and secret into index.html as meta tags; the
 * mobile apps send the same pair. Read once: they cannot change without a page load.
 */
function credentialHeaders(): Record<string, string> {
  if (appCredentials) return appCredentials
  const key = appSetting('api-key')
  const secret = appSetting('api-secret')
  appCredentials = {
    ...(key ? { 'x-api-key': key } : {}),
    ...(secret ? { 'x-api-secret': secret } : {}),
  }
  return appCredentials
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message ? body.message : undefined
}

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined
  return typeof body.code === 'string' ? body.code : undefined
}

/** The headers every call to our API carries; exported for uploads, which need XMLHttpRequest's progress. */
export function baseHeaders(): Record<string, string> {
  return { accept: 'application/json', ...credentialHeaders() }
}

let refreshInFlight: Promise<boolean> | undefined
/** Counts successful renewals, so a request answered 401 after one finished just retries. */
let refreshGeneration = 0

/**
 * Renews the session cookies. Concurrent callers share one request: the refresh token rotates,
 * and a second refresh racing the first would present an already-rotated token.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= postRefresh().finally(() => {
    refreshInFlight = undefined
  })
  return refreshInFlight
}

async function postRefresh(): Promise<boolean> {
  try {
    // No body and no content type: there is nothing to send but the refresh cookie.
    const response = await fetch('/api/users/refresh-token', {
      method: 'POST',
      headers: baseHeaders(),
      credentials: 'include',
    })
    if (response.ok) refreshGeneration += 1
    return response.ok
  } catch {
    return false
  }
}

/** A fetch whose network failure is an ApiError with the caller's message (an abort stays an abort). */
async function fetchOrFail(
  path: string,
  fallbackMessage: string,
  signal: AbortSignal | undefined,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(path, init)
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(fallbackMessage, 0)
  }
}

/**
 * Sends, and on a 401 for a signed-in user renews the session once and sends again (spec §4).
 * Anonymous visitors are not retried: there is no session to renew. JSON calls, file downloads and
 * uploads (XMLHttpRequest, for their progress) all renew through it.
 */
export async function sendWithRenewal<Sent extends { status: number }>(
  send: () => Promise<Sent>,
  authRetry: boolean,
): Promise<Sent> {
  const generation = refreshGeneration
  const response = await send()
  if (response.status !== 401 || !authRetry || !authStore.getState().isAuthenticated) return response
  const { authEpoch } = authStore.getState()
  const renewed = generation !== refreshGeneration || (await refreshSession())
  if (!renewed) {
    expireSession(authEpoch)
    throw new ApiError(es['auth.sessionExpired'], 401, sessionExpiredCode)
  }
  return send()
}

/**
 * A file from the API with the session (a member's data export, the back office's CSV exports): like
 * `apiRequest`, a stale access token is renewed and the request sent again, and a refusal is an
 * ApiError with the server's Spanish message. Answers the bytes and the name the server gave the file.
 */
export async function apiDownload(
  path: string,
  options: { fallbackMessage: string; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const { fallbackMessage, signal } = options
  const response = await sendWithRenewal(
    () =>
      fetchOrFail(path, fallbackMessage, signal, { headers: baseHeaders(), credentials: 'include', signal }),
    true,
  )
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined)
    throw new ApiError(messageOf(payload) ?? fallbackMessage, response.status, codeOf(payload), payload)
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  return { blob: await response.blob(), fileName }
}

/**
 * One request to the Sosiego API: cookies included, JSON in and out, failures as ApiError. The answer
 * is typed by its schema in the shared package, which the server validates every answer against
 * before sending it (decision 022): the page does not parse it again, so zod stays out of the
 * first bundle and loads with the forms that need it.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const { method = 'GET', body, fallbackMessage, signal, authRetry = true, keepalive } = options
  const headers = baseHeaders()
  if (body !== undefined) headers['content-type'] = 'application/json'

  const response = await sendWithRenewal(
    () =>
      fetchOrFail(path, fallbackMessage, signal, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal,
        keepalive,
      }),
    authRetry,
  )

  // A body cut short by the caller's abort stays an abort (the query is cancelled, not failed);
  // any other unreadable body is a failure, never an empty answer.
  const payload: unknown = await response.json().catch((error: unknown) => {
    if (signal?.aborted) throw error
    return undefined
  })
  const failed =
    !response.ok ||
    (payload === undefined && response.status !== 204) ||
    (typeof payload === 'object' && payload !== null && 'success' in payload && !payload.success)
  if (failed) {
    const code = codeOf(payload)
    // The server knows better than the session we hold: the app-wide verification rule
    // (useVerificationRedirect) then takes the person to /email-verification (spec §6).
    const { user } = authStore.getState()
    if (response.status === 403 && code === emailUnverifiedCode && user?.isVerified)
      updateSessionUser({ ...user, isVerified: false })
    throw new ApiError(messageOf(payload) ?? fallbackMessage, response.status, code, payload)
  }
  return payload as z.output<Schema>
}
