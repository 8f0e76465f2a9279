import type { z } from 'zod'

export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined

  constructor(message: string, status: number, code?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiRequestOptions<T> = {
  method?: Method
  body?: unknown
  /** Parses the answer, so a contract drift fails here instead of deep inside a component. */
  schema: z.ZodType<T>
  /** Shown when the server gives no message of its own (network down, HTML error page). */
  fallbackMessage: string
  signal?: AbortSignal
}

let appCredentials: Record<string, string> | undefined

/**
 * The server writes the operator's app key and secret into index.html as meta tags; the
 * mobile apps send the same pair. Read once: they cannot change without a page load.
 */
function credentialHeaders(): Record<string, string> {
  if (appCredentials) return appCredentials
  const read = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? ''
  const key = read('sosiego-api-key')
  const secret = read('sosiego-api-secret')
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

/** One request to the Sosiego API: cookies included, JSON in and out, failures as ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, fallbackMessage, signal } = options
  const headers: Record<string, string> = { accept: 'application/json', ...credentialHeaders() }
  if (body !== undefined) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(fallbackMessage, 0)
  }

  const payload: unknown = await response.json().catch(() => undefined)
  const failed =
    !response.ok ||
    (typeof payload === 'object' && payload !== null && 'success' in payload && !payload.success)
  if (failed) {
    throw new ApiError(messageOf(payload) ?? fallbackMessage, response.status, codeOf(payload))
  }

  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error)
    throw new ApiError(fallbackMessage, response.status)
  }
  return parsed.data
}
