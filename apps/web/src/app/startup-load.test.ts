import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../test/fixtures.ts'
import { loadAtStart, startupArea } from './startup-load.ts'

const ok = () => jsonResponse({ success: true, message: 'ok', data: [] })
const lists = {
  'GET /api/audios/list': ok,
  'GET /api/categories/list': ok,
  'GET /api/themes/list': ok,
  'GET /api/pdfs/list': ok,
}
const active = activeSubscription()

describe('the extra data load at start (decision 102)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads a member with an active plan Meditaciones’ lists into the cache, in the members’ view', async () => {
    const api = mockApi(lists)
    const queryClient = new QueryClient()
    await loadAtStart(queryClient, makeSessionUser({ role: 'subscriber', activeSubscription: active }))
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input)).sort()
    expect(urls).toEqual([
      '/api/audios/list?isDeleted=false&includeInactive=false',
      '/api/categories/list?isDeleted=false&includeInactive=false',
      '/api/themes/list?isDeleted=false&includeInactive=false',
    ])
    expect(queryClient.getQueryData(['meditations', 'media'])).toEqual([])
  })

  it('loads staff Gestión de Contenido’s four lists', async () => {
    const api = mockApi(lists)
    const queryClient = new QueryClient()
    await loadAtStart(queryClient, makeSessionUser({ role: 'crmUser' }))
    const paths = api.fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]).sort()
    expect(paths).toEqual(['/api/audios/list', '/api/categories/list', '/api/pdfs/list', '/api/themes/list'])
    expect(queryClient.getQueryData(['admin', 'content', 'pdfs'])).toEqual([])
  })

  it('loads nothing for a member without a plan, an unverified or inactive account, or other roles', async () => {
    expect(startupArea(makeSessionUser({ role: 'visitor', activeSubscription: null }))).toBeNull()
    expect(
      startupArea(makeSessionUser({ role: 'subscriber', activeSubscription: active, isVerified: false })),
    ).toBeNull()
    expect(startupArea(makeSessionUser({ role: 'admin', isActive: false }))).toBeNull()
    expect(startupArea(makeSessionUser({ role: 'tester', activeSubscription: null }))).toBeNull()
    const api = mockApi(lists)
    await loadAtStart(new QueryClient(), makeSessionUser({ role: 'visitor', activeSubscription: null }))
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it('shows nothing when the load fails: the page asks again and shows its own error', async () => {
    mockApi({ ...lists, 'GET /api/audios/list': () => jsonResponse({ success: false, message: 'x' }, 503) })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(
      loadAtStart(queryClient, makeSessionUser({ role: 'subscriber', activeSubscription: active })),
    ).resolves.toBeUndefined()
    expect(queryClient.getQueryState(['meditations', 'media'])?.status).toBe('error')
  })
})
