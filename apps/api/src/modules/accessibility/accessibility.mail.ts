import { t } from '@sosiego/shared'
import { mail, namedTemplates } from '../../mail/mail.templates.ts'

export const accessibilityTemplates = namedTemplates({
  /** To staff: what was reported, by whom, and where to read every report. */
  reportToStaff: (
    report: { name: string | null; email: string; page: string | null; message: string },
    listUrl: string,
  ) =>
    mail(
      t('accessibility.mail.subject'),
      t('accessibility.mail.title'),
      [
        t('accessibility.mail.from', {
          from: report.name ? `${report.name} <${report.email}>` : report.email,
        }),
        report.page ? t('accessibility.mail.page', { page: report.page }) : t('accessibility.mail.noPage'),
        t('accessibility.mail.message', { message: report.message }),
        t('accessibility.mail.deadline'),
      ],
      { label: t('accessibility.mail.action'), url: listUrl },
    ),
})
