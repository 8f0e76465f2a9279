import { type MailContent, mail, namedTemplates } from '../mail/mail.templates.ts'

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
})
