import { type MailContent, mail, namedTemplates } from '../mail/mail.templates.ts'

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
    mail('Tu cuenta de Sosiego se ha eliminado', 'Tu cuenta se ha eliminado', [
      'Hemos eliminado tu cuenta de Sosiego como pediste: tu perfil, tus resultados del test, tu historial de escucha y tu reseña se han borrado, y se han cerrado todas tus sesiones.',
      'Conservamos tus órdenes de pago sin tus datos personales durante el tiempo que exige la ley.',
      'Gracias por haber meditado con nosotros.',
    ]),

  /**
   * The export's link (decision 088). The link is the secret: the outbox drops this body once
   * delivered, like every mail with a link.
   */
  dataExportReady: (
    name: string,
    url: string,
    expiresAt: Date,
    byStaff: boolean,
    timeZone: string,
  ): MailContent =>
    mail(
      'Tu copia de datos de Sosiego está lista',
      `Hola, ${name}`,
      [
        byStaff
          ? 'Como nos pediste, hemos preparado una copia de tus datos de Sosiego.'
          : 'Ya está lista la copia de tus datos de Sosiego que pediste.',
        'Es un archivo ZIP con tu perfil, tus tests y respuestas, tus suscripciones y órdenes, tu historial de escucha, tu reseña y tus favoritos, cada uno en JSON y en CSV.',
        `El enlace funciona hasta el ${longDateTime(expiresAt, timeZone)}. No lo compartas: quien lo tenga puede descargar tus datos.`,
        'Si no pediste esta copia, escríbenos respondiendo a este correo.',
      ],
      { label: 'Descargar mis datos', url },
    ),
})
