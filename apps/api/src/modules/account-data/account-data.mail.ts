import { type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

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
      'Tu copia de datos de Sosiego está lista',
      `Hola, ${name}`,
      [
        byStaff
          ? 'Como nos pediste, hemos preparado una copia de tus datos de Sosiego.'
          : 'Ya está lista la copia de tus datos de Sosiego que pediste.',
        'Es un archivo ZIP con tu perfil, tus tests y respuestas, tus suscripciones y órdenes, tu historial de escucha, tu reseña y tus favoritos, cada uno en JSON y en CSV.',
        `Puedes descargarla hasta el ${longDateTime(expiresAt, timeZone)} desde Configuración › Tu cuenta, con tu sesión iniciada: el enlace te lleva allí. Por tu seguridad, si cambias la contraseña o se cierran tus sesiones, la copia se anula y puedes pedir otra.`,
        'Si no pediste esta copia, escríbenos respondiendo a este correo.',
      ],
      { label: 'Descargar mis datos', url },
    ),
})
