import net from 'node:net'

/**
 * A loopback TCP proxy that can be cut and restored: a database outage without stopping the
 * shared test server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
      })
      const listening = server
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** Refuses new connections and drops the open ones. */
    async cut() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server?.close(() => resolve()))
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      if (server?.listening) await new Promise<void>((resolve) => server?.close(() => resolve()))
    },
  }
}
