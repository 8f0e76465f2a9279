/** The notices before money moves, and a renewal being retried, as the API answers and e-mails them (issue 32). */
export const serverBillingNoticesTexts = {
  // The notice before every renewal (monthly: 3 days; annual: 15 and 3 days), a service message.
  'mail.renewalNotice.subject': 'Tu plan {plan} se renueva el {date}',
  'mail.renewalNotice.renews': 'El {date} renovaremos tu plan {plan} y te cobraremos {amount}.',
  'mail.renewalNotice.keep': 'No tienes que hacer nada para seguir disfrutándolo.',
  'mail.renewalNotice.cancel':
    'Si no quieres renovarlo, cancela la renovación con el botón de abajo: seguirás teniendo acceso hasta el {date} y no te cobraremos nada más.',
  'mail.renewalNotice.action': 'Cancelar renovación',
  // The one-click cancel link's page and calls (no session).
  'payments.renewalLinkInvalid': 'Este enlace para cancelar la renovación no es válido.',
  'payments.renewalLinkShown': 'Renovación encontrada.',
  'payments.renewalLinkNotRenewing': 'Este plan ya no se renueva: no hay nada que cancelar.',
} as const
