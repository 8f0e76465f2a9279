import { describe, expect, it } from 'vitest'
import { framedPaths, prerender, prerenderedPaths } from './entry-server.tsx'

describe('the pre-render', () => {
  it('renders every pre-rendered page, one after the other, with its content and not the error page', async () => {
    // In the server's order, twice: the routes' lazy parts are resolved once and must serve them all.
    for (const path of [...prerenderedPaths, ...prerenderedPaths]) {
      const markup = await prerender(path, {})
      expect(markup, path).not.toContain('Algo salió mal')
      expect(markup, path).toContain('<h1')
    }
  })

  it("draws each daily page's frame: the panel's menu and the page's own top, nothing of a member", async () => {
    const tops: Record<(typeof framedPaths)[number], string[]> = {
      '/panel': ['>¡Hola!</h1>', 'Qué bueno verte por aquí.', 'Cargando tu meditación de hoy…'],
      '/panel/meditaciones': ['>Meditaciones</h1>', 'Cargando tu biblioteca…'],
      '/panel/progreso': ['>Mi progreso</h1>', 'Tu tiempo de escucha, tus rachas y los días que meditaste.'],
      '/panel/suscripcion': ['>Mi Suscripción</h1>'],
    }
    for (const path of framedPaths) {
      const markup = await prerender(path, {})
      expect(markup, path).toContain('aria-label="Menú del panel"')
      for (const text of tops[path]) expect(markup, path).toContain(text)
      // No account block, no player: nobody is known when the server draws it.
      expect(markup, path).not.toContain('Cerrar Sesión')
      expect(markup.match(/<h1/g), path).toHaveLength(1)
    }
  })
})
