import { t } from '@sosiego/shared'
import { greeting, mail, type NamedMail, namedTemplates } from '../../mail/mail.templates.ts'

/** Today's item as a reminder names it; null: the generic text. */
export type ReminderItem = { title: string; minutes: number } | null

const templates = namedTemplates({
  /**
   * A service message (LSSI): what the member asked to be reminded of, a link to the panel, and how
   * to stop these e-mails, in the footer. No offers.
   */
  reminder: (name: string, item: ReminderItem, panelUrl: string, unsubscribePageUrl: string) =>
    mail(
      t('reminders.mail.subject'),
      greeting(name),
      [
        item
          ? t('reminders.mail.item', { title: item.title, minutes: item.minutes })
          : t('reminders.mail.itemGeneric'),
        t('reminders.mail.invite'),
      ],
      { label: t('reminders.mail.action'), url: panelUrl },
      t('reminders.mail.why'),
      { label: t('reminders.mail.unsubscribe'), url: unsubscribePageUrl },
    ),
})

/**
 * The reminder e-mail with its one-click unsubscribe (RFC 8058): mail providers show their own
 * "unsubscribe" button and post to `unsubscribePostUrl` without a session; the visible link opens
 * the web page, which posts there itself (a GET never changes anything: scanners follow links).
 */
export function reminderMail(
  name: string,
  item: ReminderItem,
  urls: { panel: string; unsubscribePage: string; unsubscribePost: string },
): NamedMail {
  return {
    ...templates.reminder(name, item, urls.panel, urls.unsubscribePage),
    headers: {
      'List-Unsubscribe': `<${urls.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
