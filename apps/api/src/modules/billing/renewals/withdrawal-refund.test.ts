import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { withdrawalRefundCents } from './withdrawal-refund.ts'

/** Decision 086 as amended by issue 27 (M-2): the unused days go back, every day begun counts as used. */
describe('withdrawal refund, pro rata', () => {
  const start = new Date('2026-12-01T10:00:00Z')
  const access = { startDate: start, endDate: new Date(start.getTime() + 30 * DAY_MS) }
  const requested = { amountCents: 1999, immediateStartRequestedAt: start }
  const after = (ms: number) => new Date(start.getTime() + ms)

  it('counts the day begun at once: a withdrawal on day 0 refunds 29 of 30 days', () => {
    expect(withdrawalRefundCents(requested, access, after(60_000))).toBe(Math.floor((1999 * 29) / 30))
    expect(withdrawalRefundCents(requested, access, after(DAY_MS - 1))).toBe(1932)
  })

  it('refunds the unused half in mid-period and 16 of 30 days on day 13', () => {
    expect(withdrawalRefundCents(requested, access, after(14 * DAY_MS + 3_600_000))).toBe(
      Math.floor((1999 * 15) / 30),
    )
    expect(withdrawalRefundCents(requested, access, after(13 * DAY_MS + 3_600_000))).toBe(
      Math.floor((1999 * 16) / 30),
    )
  })

  it('rounds down to the cent, so no sequence of refunds exceeds what the unused time cost', () => {
    // 1999 × 16 / 30 = 1066.13…
    expect(withdrawalRefundCents(requested, access, after(13 * DAY_MS))).toBe(1066)
    for (let day = 0; day < 30; day++) {
      const refund = withdrawalRefundCents(requested, access, after(day * DAY_MS + 1))
      expect(refund).toBeLessThanOrEqual((1999 * (30 - day - 1)) / 30)
      expect(refund).toBeGreaterThan((1999 * (30 - day - 1)) / 30 - 1)
    }
  })

  it('refunds nothing once the whole period has begun, and everything for a purchase not started', () => {
    expect(withdrawalRefundCents(requested, access, after(29 * DAY_MS + 1))).toBe(0)
    expect(withdrawalRefundCents(requested, access, after(-DAY_MS))).toBe(1999)
  })

  it('keeps the whole price for an order bought before the request was asked for', () => {
    const earlier = { amountCents: 1999, immediateStartRequestedAt: null }
    expect(withdrawalRefundCents(earlier, access, after(13 * DAY_MS))).toBe(1999)
  })
})
