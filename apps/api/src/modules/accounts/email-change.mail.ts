import { t } from '@sosiego/shared'
import { greeting, type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

/**
 * A change of address (issue 27, decision 097): the new address proves itself, the old one is told
 * at once and may undo it. Both links are secrets: the outbox drops these bodies once delivered.
 */
export const emailChangeTemplates = namedTemplates({
  /** To the new address: the change takes effect only from this link. */
  confirmEmailChange: (name: string, url: string): MailContent =>
    mail(
      t('mail.confirmEmailChange.subject'),
      greeting(name),
      [
        t('mail.confirmEmailChange.asked'),
        t('mail.confirmEmailChange.pending'),
        t('mail.confirmEmailChange.expiry'),
      ],
      { label: t('mail.confirmEmailChange.action'), url },
      t('mail.confirmEmailChange.footer'),
    ),

  /** To the address being replaced, at once: what was asked, and the way back. */
  emailChangeRequested: (name: string, newEmail: string, url: string): MailContent =>
    mail(
      t('mail.emailChangeRequested.subject'),
      greeting(name),
      [
        t('mail.emailChangeRequested.asked', { email: newEmail }),
        t('mail.emailChangeRequested.pending'),
        t('mail.emailChangeRequested.undo'),
      ],
      { label: t('mail.emailChangeRequested.action'), url },
      t('mail.emailChangeRequested.footer'),
    ),
})
