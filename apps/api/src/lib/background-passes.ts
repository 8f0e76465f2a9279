import type { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'

export interface BackgroundPassesOptions {
  /** Names the job in the log: '<name> pass failed'. */
  name: string
  /** One pass over the work due now. */
  pass: () => Promise<void>
  /** How often a pass runs by itself, as a floor for work no event announces. */
  intervalMs: number
  log: FastifyBaseLogger
  /** An event that announces new work (the outbox's 'queued'): a pass runs at once. */
  wakeOn?: { events: EventEmitter; event: string }
}

/**
 * A job that runs in passes in the background (the mail dispatcher, the data-export worker, the
 * billing scheduler): on a timer, when its event says work was queued, and on demand. Passes never
 * overlap: a call during a pass shares it and asks for one more after it, so work queued while a
 * pass was reading is not left for the next tick. A failed pass is logged; the next one runs as usual.
 */
export function backgroundPasses({ name, pass, intervalMs, log, wakeOn }: BackgroundPassesOptions) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false

  /** A pass now, or after the one in flight; resolves when no pass is asked for any more. */
  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await pass()
      } while (again)
    })()
      .catch((error) => log.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = undefined
      })
    return running
  }

  const wake = () => void run()
  return {
    run,
    /** Resolves once the pass in flight, if any, has ended (without asking for another). */
    settled: async () => {
      await running
    },
    start() {
      wakeOn?.events.on(wakeOn.event, wake)
      timer = setInterval(wake, intervalMs)
      timer.unref()
      wake()
    },
    /** No more passes by themselves; resolves when the one in flight has ended. */
    async stop() {
      wakeOn?.events.off(wakeOn.event, wake)
      clearInterval(timer)
      await running
    },
  }
}
