import { t } from '@sosiego/shared'
import { greeting, type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

/** Dates and times in e-mails: the business's clock (TIME_ZONE), in Spanish. */
const longDateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)

/**
 * The e-mails about a member's own data, in Spanish. The deletion notice names nobody: by the time it
 * is read, Sosiego no longer knows the person, and the outbox forgets its address once delivered
 * (`FORGETS_RECIPIENT` in mail/outbox.repository.ts).
 */
export const accountDataTemplates = namedTemplates({
  accountDeleted: (): MailContent =>
    mail(t('mail.accountDeleted.subject'), t('mail.accountDeleted.title'), [
      t('mail.accountDeleted.deleted'),
      t('mail.accountDeleted.orders'),
      t('mail.accountDeleted.thanks'),
    ]),

  /**
   * The copy is ready (decision 088). Its link only opens Configuración › Tu cuenta, where the member
   * downloads it with their session (decision 098): the mail holds no key to the file.
   */
  dataExportReady: (
    name: string,
    url: string,
    expiresAt: Date,
    byStaff: boolean,
    timeZone: string,
  ): MailContent =>
    mail(
      t('mail.dataExportReady.subject'),
      greeting(name),
      [
        byStaff ? t('mail.dataExportReady.byStaff') : t('mail.dataExportReady.byMember'),
        t('mail.dataExportReady.contents'),
        t('mail.dataExportReady.download', { date: longDateTime(expiresAt, timeZone) }),
        t('mail.dataExportReady.notYou'),
      ],
      { label: t('mail.dataExportReady.action'), url },
    ),
})
