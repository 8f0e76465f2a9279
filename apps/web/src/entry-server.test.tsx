import { describe, expect, it } from 'vitest'
import { prerender, prerenderedPaths } from './entry-server.tsx'

describe('the pre-render', () => {
  it('renders every pre-rendered page, one after the other, with its content and not the error page', async () => {
    // In the server's order, twice: the routes' lazy parts are resolved once and must serve them all.
    for (const path of [...prerenderedPaths, ...prerenderedPaths]) {
      const markup = await prerender(path, {})
      expect(markup, path).not.toContain('Algo salió mal')
      expect(markup, path).toContain('<h1')
    }
  })
})
