import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small load balancer on loopback: each request goes to the next instance in turn, or to the one
 * named by an `x-instance` header (its index), and the answer says which one served it
 * (`x-served-by`). Enough to put several server processes behind one address, as a proxy would.
 */
export async function startRoundRobinProxy(ports: number[]) {
  let next = 0
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((request, response) => {
    const asked = Number(request.headers['x-instance'])
    const index = Number.isInteger(asked) && ports[asked] ? asked : next++ % ports.length
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) })
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => {
      agent.destroy()
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A browser's cookie jar for `fetch` through the proxy: keeps what the servers set (by name,
 * honouring deletion) and sends it back, so one session can be carried from instance to instance.
 */
export function cookieClient(baseUrl: string, origin: string) {
  const cookies = new Map<string, string>()
  async function send(method: string, path: string, options: { body?: unknown; instance?: number } = {}) {
    const headers: Record<string, string> = { origin }
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.instance !== undefined) headers['x-instance'] = String(options.instance)
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      )
      if (expired || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    const text = await res.text()
    return {
      status: res.status,
      servedBy: Number(res.headers.get('x-served-by')),
      headers: res.headers,
      text,
      json: () => JSON.parse(text),
    }
  }
  return {
    cookies,
    get: (path: string, instance?: number) => send('GET', path, instance === undefined ? {} : { instance }),
    post: (path: string, body?: unknown, instance?: number) =>
      send('POST', path, instance === undefined ? { body } : { body, instance }),
    put: (path: string, body?: unknown, instance?: number) =>
      send('PUT', path, instance === undefined ? { body } : { body, instance }),
  }
}
