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
  // The trial: what happens at its end, said when it starts, and its reminder 3 days before.
  'mail.trial.noCharge':
    'Al terminar la prueba no te cobraremos nada: solo pagarás si eliges un plan. Si no lo haces, la prueba simplemente termina.',
  'mail.trialEnding.subject': 'Tu prueba gratuita termina el {date}',
  'mail.trialEnding.ends': 'Tu prueba gratuita de Sosiego termina el {date}.',
  'mail.trialEnding.noCharge': 'No te cobraremos nada: la prueba simplemente termina.',
  'mail.trialEnding.plans': 'Si quieres seguir, elige el plan que prefieras:',
  'mail.trialEnding.plan': '{plan}: {price} / {period}',
  'mail.trialEnding.month': 'mes',
  'mail.trialEnding.year': 'año',
  'mail.trialEnding.days': '{days} días',
  'mail.trialEnding.action': 'Elegir un plan',
} as const
