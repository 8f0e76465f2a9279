import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta')
  meta.name = `sosiego-${name}`
  meta.content = content
  document.head.append(meta)
}

describe('legal pages', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: [] }) })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    for (const meta of document.head.querySelectorAll('meta[name^="sosiego-"]')) meta.remove()
  })

  it('shows the terms with their sections, titled', async () => {
    renderRoutes(routes, '/terminos-y-condiciones')
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 2, name: '3. Planes, suscripciones y prueba gratuita' }),
    ).toBeVisible()
    expect(screen.getByText(/durante 15 días a todos los beneficios/)).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Términos y condiciones · Sosiego'))
  })

  it('names the data kept and the rights in the privacy policy, with the configured e-mail', async () => {
    setMeta('contact-email', 'privacidad@ejemplo.es')
    renderRoutes(routes, '/politica-privacidad')
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible()
    expect(screen.getByText(/Test de bienestar: las respuestas/)).toBeVisible()
    expect(screen.getByText(/el tiempo de escucha/)).toBeVisible()
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Limitación', 'Portabilidad']) {
      expect(screen.getByText(new RegExp(`^${right}:`))).toBeVisible()
    }
    expect(screen.getByText(/Agencia Española de Protección de Datos/)).toBeVisible()
    // A used trial is remembered by a keyed code that outlives the account (issue 27, L-2).
    expect(
      screen.getByText(/Lo conservamos aunque elimines tu cuenta: .* sin una nueva prueba gratuita\./),
    ).toBeVisible()
    expect(screen.getAllByText(/privacidad@ejemplo\.es/).length).toBeGreaterThan(0)
    await waitFor(() => expect(document.title).toBe('Política de privacidad · Sosiego'))
  })

  it("explains the test's health data and its consent in a section the consent links to (decision 100)", async () => {
    renderRoutes(routes, '/politica-privacidad')
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '11. Tus respuestas al test de bienestar: datos de salud',
    })
    expect(heading).toHaveAttribute('id', 'datos-de-salud')
    expect(screen.getByRole('link', { name: heading.textContent ?? '' })).toHaveAttribute(
      'href',
      '#datos-de-salud',
    )
    const section = within(heading.closest('section') as HTMLElement)
    for (const promise of [
      /art\. 9 del RGPD/,
      /«Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones\.»/,
      /Si no la marcas, el test no empieza y no guardamos nada\./,
      /la versión del texto que aceptaste/,
      /Configuración › Tu cuenta › «Retirar mi consentimiento»/,
      /solo se conserva si eliges conservarla/,
      /marcados como datos de salud/,
    ])
      expect(section.getByText(promise)).toBeVisible()
  })

  it('says what reminders keep, why (service messages, not marketing) and how to turn them off (issue 31)', async () => {
    renderRoutes(routes, '/politica-privacidad')
    const heading = await screen.findByRole('heading', { level: 2, name: '12. Recordatorios para meditar' })
    const section = within(heading.closest('section') as HTMLElement)
    for (const promise of [
      /los días de la semana, la hora y la zona horaria que eliges/,
      /la dirección de envío \(endpoint\)/,
      /la dirección secreta de tu calendario/,
      /no comunicaciones comerciales ni publicidad \(Ley 34\/2002.*LSSI\)/,
      /en Configuración › Recordatorios puedes cambiar los días/,
      /dejar de recibirlos por correo sin iniciar sesión/,
    ])
      expect(section.getByText(promise)).toBeVisible()
    expect(screen.getByText(/^Recordatorios, si los activas:/)).toBeVisible()
  })

  it('shows the configured contact details and the location', async () => {
    setMeta('contact-email', 'hola@ejemplo.es')
    setMeta('contact-phone', '+34 600 11 22 33')
    renderRoutes(routes, '/contact')
    const main = within(await screen.findByRole('main'))
    expect(main.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
    expect(main.getByRole('link', { name: 'hola@ejemplo.es' })).toHaveAttribute(
      'href',
      'mailto:hola@ejemplo.es',
    )
    expect(main.getByRole('link', { name: '+34 600 11 22 33' })).toHaveAttribute('href', 'tel:+34600112233')
    expect(main.getByText('California, Estados Unidos')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Contacto · Sosiego'))
  })
})
