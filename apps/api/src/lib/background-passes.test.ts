import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { backgroundPasses } from './background-passes.ts'

/** A pass that waits until released, counting how many ran and how many ran at once. */
function gatedPasses() {
  const seen = { started: 0, concurrent: 0, most: 0 }
  let release: () => void = () => {}
  const pass = async () => {
    seen.started++
    seen.concurrent++
    seen.most = Math.max(seen.most, seen.concurrent)
    await new Promise<void>((resolve) => {
      release = resolve
    })
    seen.concurrent--
  }
  return { seen, pass, release: () => release() }
}

const quietLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> }

describe('backgroundPasses', () => {
  it('never overlaps passes, and calls during a pass ask for exactly one more after it', async () => {
    const { seen, pass, release } = gatedPasses()
    const passes = backgroundPasses({ name: 'test', pass, intervalMs: 60_000, log: quietLog() })
    const first = passes.run()
    const during = [passes.run(), passes.run(), passes.run()]
    expect(seen.started).toBe(1)
    release()
    await vi.waitFor(() => expect(seen.started).toBe(2))
    release()
    await Promise.all([first, ...during])
    expect(seen).toEqual({ started: 2, concurrent: 0, most: 1 })
  })

  it('logs a failed pass and runs the next one as usual', async () => {
    const log = quietLog()
    let calls = 0
    const passes = backgroundPasses({
      name: 'flaky',
      pass: async () => {
        calls++
        if (calls === 1) throw new Error('down')
      },
      intervalMs: 60_000,
      log,
    })
    await passes.run()
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'flaky pass failed')
    await passes.run()
    expect(calls).toBe(2)
  })

  it('runs at start and on its event until stopped, and stop waits for the pass in flight', async () => {
    const events = new EventEmitter()
    const { seen, pass, release } = gatedPasses()
    const passes = backgroundPasses({
      name: 'test',
      pass,
      intervalMs: 60_000,
      log: quietLog(),
      wakeOn: { events, event: 'queued' },
    })
    passes.start()
    expect(seen.started).toBe(1)
    release()
    await passes.settled()
    events.emit('queued')
    expect(seen.started).toBe(2)
    let stopped = false
    const stopping = passes.stop().then(() => {
      stopped = true
    })
    await Promise.resolve()
    expect(stopped).toBe(false)
    release()
    await stopping
    events.emit('queued')
    expect(seen.started).toBe(2)
    expect(events.listenerCount('queued')).toBe(0)
  })
})
