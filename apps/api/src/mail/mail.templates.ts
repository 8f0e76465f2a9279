import { t } from '@sosiego/shared'
import type { OutboxAttachment } from '../db/schema/index.ts'

/** The e-mails Sosiego sends, in Spanish, as plain text and HTML. Links come from APP_URL only. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

/** A mail as queued: its content and the template that wrote it (kept after the body is dropped). */
export interface NamedMail extends MailContent {
  template: string
  /** Extra headers (a reminder's `List-Unsubscribe`); dropped with the body once delivered. */
  headers?: Record<string, string>
  /** Files from the storage (an invoice's PDF, issue 32), read when the mail is sent. */
  attachments?: OutboxAttachment[]
}

/**
 * Names each template of a set after its key, so the outbox records which template wrote a mail
 * without each template repeating its own name.
 */
export function namedTemplates<T extends Record<string, (...args: never[]) => MailContent>>(
  set: T,
): { [K in keyof T]: (...args: Parameters<T[K]>) => NamedMail } {
  const named: Record<string, (...args: never[]) => NamedMail> = {}
  for (const [template, build] of Object.entries(set))
    named[template] = (...args) => ({ template, ...build(...args) })
  return named as { [K in keyof T]: (...args: Parameters<T[K]>) => NamedMail }
}

/**
 * A staging site (ALLOW_TEST_PAYMENTS) says so in every mail, above everything else, text and HTML
 * alike: a reader must never take a simulated receipt for a real one.
 */
export function withTestModeNotice(content: MailContent): MailContent {
  const label = t('testMode.label')
  const notice = t('testMode.notice')
  const banner = `<p style="margin:0 0 24px;padding:8px 12px;border-radius:8px;background:#fdecc8;color:#5c3b00;font-size:14px"><strong>${escapeHtml(label)}</strong>: ${escapeHtml(notice)}</p>`
  // The house layout marks the place; other HTML gets it first thing in the body.
  const html = content.html.includes(NOTICE_SLOT)
    ? content.html.replace(NOTICE_SLOT, banner)
    : /<body[^>]*>/.test(content.html)
      ? content.html.replace(/<body[^>]*>/, (tag) => tag + banner)
      : banner + content.html
  return { subject: `[${label}] ${content.subject}`, text: `${label}: ${notice}\n\n${content.text}`, html }
}

const NOTICE_SLOT = '<!--notice-->'

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

type Action = { label: string; url: string }

/**
 * The closing line of a mail that answers a request anyone could have made with the reader's address
 * (a sign-up's confirmation, a password link): they may ignore it. A receipt or a notice about their
 * own plan closes with nothing (issue 28); a mail whose point is "if it was not you, act" says so in
 * its own words.
 */
export const IF_NOT_YOU = t('mail.common.ifNotYou')

function layout(
  title: string,
  paragraphs: string[],
  action: Action | undefined,
  footer: string | undefined,
  footerLink: Action | undefined,
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3d6a5d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5b6b66">${escapeHtml(t('mail.common.buttonFallback'))}<br>${escapeHtml(action.url)}</p>`
    : ''
  return `<!doctype html><html lang="es"><body style="margin:0;background:#f6f3ee;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2a27"><div style="max-width:520px;margin:0 auto;padding:32px 24px">${NOTICE_SLOT}<p style="font-size:20px;margin:0 0 24px;color:#3d6a5d">${escapeHtml(t('app.name'))}</p><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${footer ? `<p style="margin:32px 0 0;font-size:13px;color:#5b6b66">${escapeHtml(footer)}${footerLink ? ` <a href="${escapeHtml(footerLink.url)}" style="color:#3d6a5d">${escapeHtml(footerLink.label)}</a>` : ''}</p>` : ''}</div></body></html>`
}

function text(
  title: string,
  paragraphs: string[],
  action: Action | undefined,
  footer: string | undefined,
  footerLink: Action | undefined,
): string {
  const lines = [title, '', ...paragraphs.flatMap((p) => [p, ''])]
  if (action) lines.push(`${action.label}: ${action.url}`, '')
  if (footer) lines.push(footer, '')
  if (footer && footerLink) lines.push(`${footerLink.label}: ${footerLink.url}`, '')
  lines.push(t('app.name'))
  return lines.join('\n')
}

/**
 * One e-mail in the house layout, text and HTML alike; other modules build their templates with it.
 * `footerLink` follows the footer as a link (a reminder's "stop these e-mails", issue 31).
 */
export function mail(
  subject: string,
  title: string,
  paragraphs: string[],
  action?: Action,
  footer?: string,
  footerLink?: Action,
): MailContent {
  return {
    subject,
    text: text(title, paragraphs, action, footer, footerLink),
    html: layout(title, paragraphs, action, footer, footerLink),
  }
}

/** The greeting every mail to a named person opens with. */
export const greeting = (name: string) => t('mail.common.greeting', { name })

export const templates = namedTemplates({
  verifyEmail: (name: string, url: string): MailContent =>
    mail(
      t('mail.verifyEmail.subject'),
      greeting(name),
      [t('mail.verifyEmail.intro'), t('mail.verifyEmail.expiry')],
      { label: t('mail.verifyEmail.action'), url },
      IF_NOT_YOU,
    ),

  resetPassword: (name: string, url: string): MailContent =>
    mail(
      t('mail.resetPassword.subject'),
      greeting(name),
      [t('mail.resetPassword.request'), t('mail.resetPassword.expiry')],
      { label: t('mail.resetPassword.action'), url },
      IF_NOT_YOU,
    ),

  setPassword: (name: string, url: string): MailContent =>
    mail(
      t('mail.setPassword.subject'),
      greeting(name),
      [t('mail.setPassword.intro'), t('mail.setPassword.expiry')],
      { label: t('mail.setPassword.action'), url },
      IF_NOT_YOU,
    ),

  /** Someone tried to sign up with an address that already has an account (decision 048). */
  accountExists: (name: string, url: string): MailContent =>
    mail(
      t('mail.accountExists.subject'),
      greeting(name),
      [t('mail.accountExists.attempt'), t('mail.accountExists.ifYou'), t('mail.accountExists.ifNotYou')],
      { label: t('mail.accountExists.action'), url },
    ),

  passwordChanged: (name: string, url: string): MailContent =>
    mail(
      t('mail.passwordChanged.subject'),
      greeting(name),
      [t('mail.passwordChanged.changed'), t('mail.passwordChanged.ifNotYou')],
      { label: t('mail.passwordChanged.action'), url },
    ),
})
