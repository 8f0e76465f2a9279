import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

/**
 * A browser-like client for `app.inject`: keeps the cookies the server sets (by name, honouring
 * deletion) and sends them back on every request, with a JSON body when one is given.
 */
export function browser(app: FastifyInstance, origin?: string) {
  const cookies = new Map<string, string>()
  const remember = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now())
      if (expired || cookie.value === '') cookies.delete(cookie.name)
      else cookies.set(cookie.name, cookie.value)
    }
    return res
  }
  const send = async (method: InjectOptions['method'], url: string, body?: unknown, headers = {}) =>
    remember(
      await app.inject({
        method,
        url,
        headers: {
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(origin ? { origin } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    )
  return {
    cookies,
    get: (url: string, headers = {}) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers = {}) => send('POST', url, body, headers),
    put: (url: string, body?: unknown, headers = {}) => send('PUT', url, body, headers),
    delete: (url: string, headers = {}) => send('DELETE', url, undefined, headers),
  }
}
