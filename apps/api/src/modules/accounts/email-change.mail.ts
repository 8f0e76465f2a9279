import { type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

/**
 * A change of address (issue 27, decision 097): the new address proves itself, the old one is told
 * at once and may undo it. Both links are secrets: the outbox drops these bodies once delivered.
 */
export const emailChangeTemplates = namedTemplates({
  /** To the new address: the change takes effect only from this link. */
  confirmEmailChange: (name: string, url: string): MailContent =>
    mail(
      'Confirma tu nuevo correo electrónico',
      `Hola, ${name}`,
      [
        'Se ha pedido que tu cuenta de Sosiego use a partir de ahora esta dirección de correo electrónico.',
        'El cambio no tendrá efecto hasta que lo confirmes: mientras tanto, tu cuenta sigue con la dirección anterior. Al confirmarlo se cerrarán las sesiones abiertas de tu cuenta y entrarás con esta dirección.',
        'El enlace caduca en 48 horas y solo puede usarse una vez.',
      ],
      { label: 'Confirmar nuevo correo', url },
      'Si no esperabas este cambio, no pulses el enlace: sin tu confirmación no se hará.',
    ),

  /** To the address being replaced, at once: what was asked, and the way back. */
  emailChangeRequested: (name: string, newEmail: string, url: string): MailContent =>
    mail(
      'Se ha pedido cambiar el correo de tu cuenta',
      `Hola, ${name}`,
      [
        `Se ha pedido cambiar el correo electrónico de tu cuenta de Sosiego a ${newEmail}.`,
        'El cambio solo tendrá efecto cuando se confirme desde esa dirección; hasta entonces tu cuenta sigue con esta.',
        'Si no lo has pedido tú, pulsa «Deshacer el cambio»: si aún no se ha confirmado, se anula; si ya se confirmó, tu cuenta vuelve a esta dirección, se cierran todas sus sesiones y dejan de servir los enlaces para cambiar la contraseña que se hubieran enviado. El enlace caduca en 7 días.',
      ],
      { label: 'Deshacer el cambio', url },
      'Si has sido tú quien lo ha pedido, no tienes que hacer nada.',
    ),
})
