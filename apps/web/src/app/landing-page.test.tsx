import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../test/api-mock.ts'
import { landingIslands } from './landing-islands/registry.ts'
import { QueryCache, QueryClient, QueryClientProvider, useQuery } from './landing-query.tsx'

function List({ name, load }: { name: string; load: () => Promise<string> }) {
  const { data, isPending } = useQuery({ queryKey: [name], queryFn: load })
  return <p>{isPending ? `${name}: cargando` : `${name}: ${data ?? 'ninguno'}`}</p>
}

/** The landing page as the server pre-renders it, with whatever `react-router` resolves to. */
async function renderLanding(): Promise<string> {
  const { renderLandingPage } = await import('./landing-page.tsx')
  return renderLandingPage().markup
}

describe('the landing page’s islands', () => {
  it('are each in the registry, which loads the very component the page renders there', async () => {
    mockApi({})
    const { renderLandingPage } = await import('./landing-page.tsx')
    const { islands } = renderLandingPage()
    expect([...islands.keys()].toSorted()).toEqual(Object.keys(landingIslands).toSorted())
    for (const [name, element] of islands) {
      expect(await landingIslands[name]?.load(), name).toBe(element.type)
    }
    // The first import of the whole page is slow on a busy machine.
  }, 30_000)

  it('are pre-rendered inside their containers, and only the islands are', async () => {
    mockApi({})
    const container = document.createElement('div')
    container.innerHTML = await renderLanding()
    const navbar = container.querySelector('[data-island="navbar"]')
    expect(navbar?.querySelector('header nav')).not.toBeNull()
    const pricing = container.querySelector('[data-island="pricing"]')
    expect(pricing?.textContent).toContain('Cargando planes...')
    // The sections with nothing to touch are plain HTML, outside every island.
    for (const id of ['categorias', 'about', 'test']) {
      const section = container.querySelector(`#${id}`)
      expect(section, id).not.toBeNull()
      expect(section?.closest('[data-island]'), id).toBeNull()
    }
    // The hero's buttons are an island; its title is not.
    expect(container.querySelector('h1')?.closest('[data-island]')).toBeNull()
    expect(container.querySelector('[data-island="hero-actions"]')?.textContent).toBe(
      'Prueba GRATISVer planes',
    )
    expect(container.innerHTML).not.toContain('<!--island:')
  })
})

describe('the landing entry’s stand-ins for React Router and TanStack Query', () => {
  afterEach(() => {
    vi.doUnmock('react-router')
    vi.doUnmock('@tanstack/react-query')
    vi.resetModules()
    vi.unstubAllGlobals()
  })

  it('render the landing page exactly as the libraries do, so the pre-rendered page hydrates', async () => {
    mockApi({})
    const withLibraries = await renderLanding()
    vi.resetModules()
    vi.doMock('react-router', () => import('./landing-router.tsx'))
    vi.doMock('@tanstack/react-query', () => import('./landing-query.tsx'))
    const withStandIns = await renderLanding()
    expect(withLibraries).toContain('href="/login?mode=login"')
    expect(withStandIns).toBe(withLibraries)
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

  it('reads a list once per page view, and logs a failure through the query cache, as the app does', async () => {
    const onError = vi.fn()
    const client = new QueryClient({
      queryCache: new QueryCache({ onError }),
      defaultOptions: { queries: { retry: 0 } },
    })
    const plans = vi.fn(async () => 'planes')
    const failing = vi.fn(async () => {
      throw new Error('caído')
    })
    render(
      <QueryClientProvider client={client}>
        <List name="plans" load={plans} />
        <List name="plans" load={plans} />
        <List name="reviews" load={failing} />
      </QueryClientProvider>,
    )
    expect(await screen.findAllByText('plans: planes')).toHaveLength(2)
    expect(await screen.findByText('reviews: ninguno')).toBeInTheDocument()
    expect(plans).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(new Error('caído'), { queryKey: ['reviews'] })
  })
})
