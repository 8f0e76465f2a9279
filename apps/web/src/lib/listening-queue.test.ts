import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test/fixtures.ts'
import {
  dropQueuedReports,
  enqueueReport,
  maxQueuedReports,
  type PlaytimeReport,
  queuedReports,
  sendQueuedReports,
} from './listening-queue.ts'

const memberA = '0a000000-0000-4000-8000-00000000000a'
const memberB = '0b000000-0000-4000-8000-00000000000b'
const path = '/api/stats/audio-playtime'
let sequence = 0

function report(seconds = 60): PlaytimeReport {
  sequence += 1
  return {
    audioId: '00000000-0000-4000-8000-000000000001',
    seconds,
    themeId: 't',
    categoryId: 'c',
    reportId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
  }
}

const fetchMock = vi.fn<typeof fetch>()
const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as PlaytimeReport[])
let online = true

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async () => jsonResponse([{ totalSeconds: 60, countedSeconds: 60 }]))
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('the listening queue', () => {
  it('keeps reports per member, oldest first, and at most the newest 50', () => {
    const reports = Array.from({ length: maxQueuedReports + 5 }, () => report())
    for (const entry of reports) enqueueReport(memberA, entry)
    enqueueReport(memberB, report())
    expect(maxQueuedReports).toBe(50)
    expect(queuedReports(memberA).map((entry) => entry.reportId)).toEqual(
      reports.slice(5).map((entry) => entry.reportId),
    )
    expect(queuedReports(memberB)).toHaveLength(1)
    dropQueuedReports(memberA)
    expect(queuedReports(memberA)).toEqual([])
    expect(queuedReports(memberB)).toHaveLength(1)
  })

  it('sends nothing offline, then everything in one request when back online, each with its reportId', async () => {
    online = false
    const first = report(60)
    const second = report(42)
    enqueueReport(memberA, first)
    await sendQueuedReports(memberA)
    enqueueReport(memberA, second)
    await sendQueuedReports(memberA)
    expect(fetchMock).not.toHaveBeenCalled()

    online = true
    await sendQueuedReports(memberA)
    expect(sentBodies()).toEqual([[first, second]])
    expect(queuedReports(memberA)).toEqual([])
  })

  it('keeps the reports when the request fails, and sends the same ids again', async () => {
    const first = report()
    enqueueReport(memberA, first)
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await sendQueuedReports(memberA)
    expect(queuedReports(memberA)).toEqual([first])

    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: 'Error' }, 503))
    await sendQueuedReports(memberA)
    expect(queuedReports(memberA)).toEqual([first])

    await sendQueuedReports(memberA)
    expect(sentBodies().map((body) => body.map((entry) => entry.reportId))).toEqual([
      [first.reportId],
      [first.reportId],
      [first.reportId],
    ])
    expect(queuedReports(memberA)).toEqual([])
  })

  it('drops a batch the server refuses as invalid: it would be refused forever', async () => {
    enqueueReport(memberA, report())
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: 'Datos no válidos', code: 'common.validation' }, 400),
    )
    await sendQueuedReports(memberA)
    expect(queuedReports(memberA)).toEqual([])
  })

  it('keeps a report queued while a send is under way, and sends it next', async () => {
    const first = report()
    const later = report()
    enqueueReport(memberA, first)
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const running = sendQueuedReports(memberA)
    enqueueReport(memberA, later)
    const next = sendQueuedReports(memberA)
    answer(jsonResponse([{ totalSeconds: 60, countedSeconds: 60 }]))
    await Promise.all([running, next])
    expect(sentBodies().map((body) => body.map((entry) => entry.reportId))).toEqual([
      [first.reportId],
      [later.reportId],
    ])
    expect(queuedReports(memberA)).toEqual([])
  })
})
