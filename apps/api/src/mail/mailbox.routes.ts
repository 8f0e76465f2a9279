import type { FastifyInstance } from 'fastify'
import { latestMessages } from './outbox.repository.ts'

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * Development mailbox: the outbox as a page and as JSON, so sign-up and password links can be
 * followed without a mail server. Never registered in production. Without SMTP_URL this is where
 * mail is delivered, so bodies stay; a mail sent over SMTP shows without its body (dropped once sent).
 */
export default async function mailboxRoutes(app: FastifyInstance) {
  const messages = async () =>
    (await latestMessages(app.db)).map((m) => ({
      to: m.to,
      subject: m.subject,
      template: m.template,
      text: m.text ?? '',
      html: m.html ?? '',
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }))

  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => messages())

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const items = (await messages())
      .map((m) => {
        const links = [...m.text.matchAll(/https?:\/\/\S+/g)].map(
          ([url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`,
        )
        return `<article><h2>${escapeHtml(m.subject)}</h2><p>Para: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${m.status}</p><pre>${escapeHtml(m.text || '(contenido retirado tras el envío)')}</pre><ul>${links.join('')}</ul></article>`
      })
      .join('<hr>')
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo · Sosiego</title></head><body style="font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem"><h1>Buzón de desarrollo</h1><p>Correos guardados en la bandeja de salida (sin SMTP_URL no se envían).</p>${items || '<p>No hay correos.</p>'}</body></html>`,
      )
  })
}
