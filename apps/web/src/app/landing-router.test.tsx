import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../test/api-mock.ts'

/** The landing page as the server pre-renders it, with whatever `react-router` resolves to. */
async function renderLanding(): Promise<string> {
  const { LandingApp } = await import('./landing-app.tsx')
  const { createQueryClient } = await import('./query-client.ts')
  return renderToString(<LandingApp queryClient={createQueryClient()} location="/" />)
}

describe('the landing build’s router (landing-router.tsx)', () => {
  afterEach(() => {
    vi.doUnmock('react-router')
    vi.resetModules()
    vi.unstubAllGlobals()
  })

  it('renders the landing page exactly as React Router does, so the pre-rendered page hydrates', async () => {
    mockApi({})
    const withReactRouter = await renderLanding()
    vi.resetModules()
    vi.doMock('react-router', () => import('./landing-router.tsx'))
    const withLandingRouter = await renderLanding()
    expect(withReactRouter).toContain('href="/login?mode=login"')
    expect(withLandingRouter).toBe(withReactRouter)
  })

  it('loads the page a link or redirect leads to, and does nothing for the page already shown', async () => {
    const assign = vi.fn()
    const replace = vi.fn()
    vi.stubGlobal('location', { href: 'http://localhost/', assign, replace })
    const { pageLoadNavigator } = await import('./page-loads.ts')
    pageLoadNavigator.push('/login?mode=login')
    pageLoadNavigator.replace({ pathname: '/test', search: 'a=1' })
    pageLoadNavigator.push('/')
    expect(assign.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost/login?mode=login'])
    expect(replace.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost/test?a=1'])
  })
})
