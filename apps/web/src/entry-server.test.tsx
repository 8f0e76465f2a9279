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
    const tops: Record<string, string[]> = {
      '/panel': ['>¡Hola!</h1>', 'Qué bueno verte por aquí.', 'Cargando tu meditación de hoy…'],
      '/panel/meditaciones': ['>Meditaciones</h1>', 'Cargando tu biblioteca…'],
      '/panel/progreso': ['>Mi progreso</h1>', 'Tu tiempo de escucha, tus rachas y los días que meditaste.'],
      '/panel/suscripcion': ['>Mi Suscripción</h1>'],
    }
    for (const [path, texts] of Object.entries(tops)) {
      expect(framedPaths).toContain(path)
      const markup = await prerender(path, {})
      expect(markup, path).toContain('aria-label="Menú del panel"')
      for (const text of texts) expect(markup, path).toContain(text)
      // No account block, no player: nobody is known when the server draws it.
      expect(markup, path).not.toContain('Cerrar Sesión')
      expect(markup.match(/<h1/g), path).toHaveLength(1)
    }
  })

  it("draws the back office's frame: the page's heading and intro under an empty menu", async () => {
    const tops = {
      '/admin': ['>Panel de Control</h1>', 'Quién se registra, cuántas cuentas están activas'],
      '/admin/clientes': ['>Clientes</h1>', 'Las personas que usan Sosiego'],
    }
    for (const [path, texts] of Object.entries(tops)) {
      expect(framedPaths).toContain(path)
      const markup = await prerender(path, {})
      // The menu's links depend on the role, which only the session tells.
      expect(markup, path).toContain('aria-label="Menú de administración"')
      expect(markup, path).not.toContain('href="/admin/planes"')
      for (const text of texts) expect(markup, path).toContain(text)
      expect(markup, path).not.toContain('Cerrar Sesión')
      expect(markup.match(/<h1/g), path).toHaveLength(1)
    }
  })

  it('draws the sign-in page of each mode as its form, inert until the app takes over', async () => {
    const forms = { '/login?mode=login': 'Inicia sesión', '/login?mode=signup': 'Crea tu cuenta' }
    for (const [path, heading] of Object.entries(forms)) {
      expect(framedPaths).toContain(path)
      const markup = await prerender(path, {})
      expect(markup, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      // Typing before the app has drawn would be lost: the card takes no input until then.
      expect(markup, path).toMatch(/<div class="contents" inert[=>" ]/)
      expect(markup, path).toContain('type="password"')
    }
  })
})
