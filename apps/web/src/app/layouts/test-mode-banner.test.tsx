import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setPrerenderSettings } from '../../lib/app-config.ts'
import { mockApi } from '../../test/api-mock.ts'
import { renderRoutes } from '../../test/render.tsx'
import { routes } from '../router.tsx'
import { TestModeBanner } from './test-mode-banner.tsx'

function setTestMode(on: boolean) {
  for (const meta of document.head.querySelectorAll('meta[name="sosiego-test-mode"]')) meta.remove()
  if (!on) return
  const meta = document.createElement('meta')
  meta.name = 'sosiego-test-mode'
  meta.content = 'enabled'
  document.head.append(meta)
}

describe("the 'Modo de prueba' banner", () => {
  afterEach(() => {
    setTestMode(false)
    vi.unstubAllGlobals()
  })

  it.each(['/', '/login?mode=login', '/terminos-y-condiciones', '/panel', '/admin', '/esto-no-existe'])(
    'is at the top of %s on a staging site',
    async (path) => {
      setTestMode(true)
      mockApi({})
      renderRoutes(routes, path)
      const banner = await screen.findByRole('complementary', { name: 'Modo de prueba' })
      expect(banner).toHaveTextContent(
        'Modo de prueba: Los pagos de este sitio son simulados: no se cobra nada y ningún plan es real.',
      )
      expect(document.body.firstElementChild?.firstElementChild).toBe(banner)
    },
  )

  it('is not there when the server says nothing (a laptop, production)', async () => {
    mockApi({})
    renderRoutes(routes, '/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('Modo de prueba')).not.toBeInTheDocument()
  })

  it('is in the pre-rendered pages, from the settings the server pre-renders with', async () => {
    const { renderLandingPage } = await import('../landing-page.tsx')
    setPrerenderSettings({ 'test-mode': 'enabled' })
    vi.stubGlobal('document', undefined)
    try {
      expect(renderToString(<TestModeBanner />)).toContain('Modo de prueba')
      expect(renderLandingPage().markup).toContain('<strong class="font-semibold">Modo de prueba</strong>')
    } finally {
      vi.unstubAllGlobals()
      setPrerenderSettings({})
    }
  })
})
