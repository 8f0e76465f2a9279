import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { unsubscribeByToken } from '../api/reminders.ts'

/** Where the e-mail's unsubscribe link stands: asking, done, a link that is not valid, or no answer. */
export type UnsubscribeState = 'working' | 'done' | 'invalid' | 'failed'

/**
 * The e-mail's visible unsubscribe link (/recordatorios/baja?token=…), opened without a session: it
 * turns e-mail reminders off once, as soon as the page opens (the POST is the page's, never the
 * link's GET: mail scanners follow links). A refusal (4xx) means the link is not valid; no answer
 * (offline, a server error) can be tried again.
 */
export function useEmailUnsubscribe(token: string | null): { state: UnsubscribeState; retry: () => void } {
  const [state, setState] = useState<UnsubscribeState>(token ? 'working' : 'invalid')
  // Strict mode runs effects twice: one request per attempt, shared.
  const attempt = useRef<Promise<UnsubscribeState> | null>(null)
  const send = useCallback((secret: string) => {
    attempt.current ??= unsubscribeByToken(secret).then(
      (): UnsubscribeState => 'done',
      (error: unknown): UnsubscribeState =>
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'invalid' : 'failed',
    )
    return attempt.current
  }, [])

  useEffect(() => {
    if (!token) return
    let current = true
    void send(token).then((next) => {
      if (current) setState(next)
    })
    return () => {
      current = false
    }
  }, [token, send])

  const retry = useCallback(() => {
    if (!token) return
    attempt.current = null
    setState('working')
    void send(token).then(setState)
  }, [token, send])
  return { state, retry }
}
