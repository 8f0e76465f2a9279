import { render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearOfflineData } from '../../../lib/offline-data.ts'
import { lastSession } from '../../../lib/offline-session.ts'
import { setSessionUser } from '../../../lib/session-store.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { downloadStore } from './download-store.ts'
import { OfflineSync } from './offline-sync.tsx'

const memberA = '0a000000-0000-4000-8000-00000000000a'
const memberB = '0b000000-0000-4000-8000-00000000000b'
const report = {
  audioId: '00000000-0000-4000-8000-000000000001',
  seconds: 60,
  themeId: 't',
  categoryId: 'c',
  reportId: '00000000-0000-4000-8000-0000000000aa',
}
const entry = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Respira',
  themeId: 't',
  themeName: 'Calma',
  categoryId: 'c',
  coverUrl: '/cover.svg',
  duration: 60,
  bytes: 100,
  savedAt: '2026-01-01T00:00:00.000Z',
}
const fetchMock = vi.fn<typeof fetch>()
const posted = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/stats/audio-playtime')
    .map(([, init]) => JSON.parse(String(init?.body)))

beforeEach(() => {
  setSessionUser(makeSessionUser({ _id: memberA }))
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async () => jsonResponse([{ totalSeconds: 60, countedSeconds: 0 }]))
  for (const member of [memberA, memberB]) {
    localStorage.setItem(`sosiego.offline.${member}.downloads`, JSON.stringify([entry]))
    localStorage.setItem(`sosiego.offline.${member}.queue`, JSON.stringify([report]))
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  downloadStore.unload()
})

describe('the panel’s offline housekeeping', () => {
  it('loads the member’s downloads, sends their queue, and removes any other member’s data', async () => {
    render(<OfflineSync member={makeSessionUser({ _id: memberA })} hasActiveSubscription />)
    await waitFor(() => expect(posted()).toEqual([[report]]))
    await waitFor(() => expect(localStorage.getItem(`sosiego.offline.${memberA}.queue`)).toBeNull())
    expect(downloadStore.getState()).toMatchObject({ memberId: memberA, entries: [entry] })
    expect(localStorage.getItem(`sosiego.offline.${memberA}.downloads`)).not.toBeNull()
    expect(localStorage.getItem(`sosiego.offline.${memberB}.downloads`)).toBeNull()
    expect(localStorage.getItem(`sosiego.offline.${memberB}.queue`)).toBeNull()
  })

  it('removes the downloads and the queue of a member whose plan has ended, after one last send', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    render(<OfflineSync member={makeSessionUser({ _id: memberA })} hasActiveSubscription={false} />)
    await waitFor(() => expect(downloadStore.getState().entries).toEqual([]))
    expect(posted()).toEqual([[report]])
    expect(localStorage.getItem(`sosiego.offline.${memberA}.downloads`)).toBeNull()
    expect(localStorage.getItem(`sosiego.offline.${memberA}.queue`)).toBeNull()
  })

  it('waits while offline, and sends when the browser is back online', async () => {
    let online = false
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    render(<OfflineSync member={makeSessionUser({ _id: memberA })} hasActiveSubscription />)
    await waitFor(() => expect(downloadStore.getState().memberId).toBe(memberA))
    expect(posted()).toEqual([])
    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(posted()).toEqual([[report]]))
    vi.restoreAllMocks()
  })

  it('keeps the session the server confirmed, online only, with the member’s other offline data', async () => {
    const member = makeSessionUser({ _id: memberA, name: 'Lucía' })
    const { rerender } = render(<OfflineSync member={member} hasActiveSubscription />)
    await waitFor(() => expect(lastSession()).toEqual(member))
    expect(localStorage.getItem(`sosiego.offline.${memberA}.session`)).not.toBeNull()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    rerender(<OfflineSync member={{ ...member, name: 'Otra' }} hasActiveSubscription />)
    expect(lastSession()).toEqual(member)
    await clearOfflineData()
    expect(lastSession()).toBeNull()
  })
})
