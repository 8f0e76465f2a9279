import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { mediaItems } from '../../db/schema/index.ts'
import { crmStatsApp } from './listening-stats.test-helpers.ts'

describe('the captions share of listening time (issue 34, decision 120)', async () => {
  const { app, db, item, listened, get } = await crmStatsApp()
  const share = (id: string, query: string) => get(`/api/stats/crm/captions-share/${id}?${query}`)

  it('counts an item’s seconds from the day its captions began, for everyone and for one member', async () => {
    const [a, b, c] = [item(0), item(1), item(2)]
    // a: captions all along; b: from 15 February; c: none.
    await db
      .update(mediaItems)
      .set({ captionsUrl: '/media/subtitulos/a.vtt', captionsSince: '2025-01-01' })
      .where(eq(mediaItems.id, a.id))
    await db
      .update(mediaItems)
      .set({ captionsUrl: '/media/subtitulos/b.vtt', captionsSince: '2025-02-15' })
      .where(eq(mediaItems.id, b.id))
    await db.update(mediaItems).set({ captionsUrl: null, captionsSince: null }).where(eq(mediaItems.id, c.id))
    const { user: one } = await signedInUser(app, db, { role: 'subscriber' })
    const { user: two } = await signedInUser(app, db, { role: 'subscriber' })
    await listened(one.id, a, '2025-02-03', 100)
    await listened(one.id, b, '2025-02-10', 200) // before b's captions
    await listened(two.id, b, '2025-02-15', 300) // b's first day with them
    await listened(two.id, b, '2025-03-02', 400)
    await listened(one.id, c, '2025-03-05', 1000)

    // February and March whole: month rollups, and b's days from 15 February.
    const months = 'period=custom&from=2025-02-01&to=2025-03-31'
    expect(await share('all', months)).toEqual({ seconds: 2000, withCaptions: 800, share: 0.4 })
    // Edge days only: 10–20 February.
    expect(await share('all', 'period=custom&from=2025-02-10&to=2025-02-20')).toEqual({
      seconds: 500,
      withCaptions: 300,
      share: 0.6,
    })
    // One member: day by day.
    expect(await share(one.id, months)).toEqual({ seconds: 1300, withCaptions: 100, share: 100 / 1300 })
    expect(await share(two.id, months)).toEqual({ seconds: 700, withCaptions: 700, share: 1 })
    expect(await share('all', 'period=custom&from=2024-01-01&to=2024-01-31')).toEqual({
      seconds: 0,
      withCaptions: 0,
      share: null,
    })
  })

  it('is for admins only', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    expect((await client.get('/api/stats/crm/captions-share/all')).statusCode).toBe(403)
  })
})
