import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives, parsed. It can be made to refuse
 * every connection (`refuse(true)`, a 421 greeting, as a server down for maintenance answers) or
 * to take `slow(ms)` before accepting each message.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = []
  const waiters: (() => void)[] = []
  let refusing = false
  let delayMs = 0
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback()
      refused++
      callback(Object.assign(new Error('Servicio no disponible, inténtelo más tarde'), { responseCode: 421 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
          // Kept when accepted: a message the client gave up on before this point was not delivered.
          received.push(mail)
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(on: boolean) {
      refusing = on
    },
    slow(ms: number) {
      delayMs = ms
    },
    /** How many connections were refused so far. */
    get refused() {
      return refused
    },
    /** The newest message to `to` that arrived after `after` messages, waiting for it if needed. */
    async waitFor(to: string, after = 0, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const match = received.slice(after).find((mail) => mail.to && JSON.stringify(mail.to).includes(to))
        if (match) return match
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in a message's text. */
export function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text ?? '')
  if (!match) throw new Error(`no link in: ${mail.text}`)
  return new URL(match[0])
}
