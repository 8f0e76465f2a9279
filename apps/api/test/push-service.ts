import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { freePort } from './server-process.ts'

const require = createRequire(import.meta.url)

interface PushApiModel {
  notifyUrl: string
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<{
    endpoint: string
    keys: { p256dh: string; auth: string }
    clientHash: string
  }>
  expireSubscription(clientHash: string): void
  getNotifications(body: { clientHash: string }): { messages: string[] }
}

/**
 * A real push service on loopback: web-push-testing's server, which checks each message's VAPID
 * signature against the key the subscription was made with, decrypts its payload as a browser
 * would, and answers 410 for an expired subscription.
 */
export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel
  }
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => { _app: { listen(port: number, host: string): Server }; setRequestHandlers(): void }
  const port = await freePort()
  const model = new PushApiModel()
  const server = new WebPushTestingServer(model, port)
  // Its own start listens on every interface and logs; the same server, on loopback only.
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`
  const http = server._app.listen(port, '127.0.0.1')
  server.setRequestHandlers()
  await new Promise<void>((resolve) => http.once('listening', () => resolve()))
  return {
    /** A browser subscribing with our VAPID public key: what it would send to PUT /api/reminders/push-subscription. */
    subscribe: (applicationServerKey: string) =>
      model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    /** The decrypted payloads that reached that browser. */
    received: (clientHash: string) =>
      model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m)),
    /** The browser unsubscribed: the service answers 410 from now on. */
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  }
}
export type PushService = Awaited<ReturnType<typeof startPushService>>
