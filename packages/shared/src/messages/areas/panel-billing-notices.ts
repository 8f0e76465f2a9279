/** What the panel says about a trial ending and a renewal being retried (issue 32). */
export const panelBillingNoticesTexts = {
  'billingNotice.paymentPending': 'No pudimos cobrar la renovación. Actualiza tu tarjeta',
  'billingNotice.updateCard': 'Actualizar tarjeta',
  'billingNotice.trialNoCharge':
    'Al terminar no te cobraremos nada: la prueba simplemente termina. Solo pagarás si eliges un plan.',
  'billingNotice.keptMeanwhile': 'Mantienes tu plan mientras volvemos a intentar el cobro.',
  // The renewal notice's one-click link: /renovacion/cancelar (no session needed).
  'renewalLink.pageTitle': 'Cancelar renovación',
  'renewalLink.loading': 'Buscando tu plan…',
  'renewalLink.title': 'Cancelar la renovación de tu plan',
  'renewalLink.renews': 'Tu plan {plan} se renovará el {date} por {amount}.',
  'renewalLink.explain':
    'Si cancelas la renovación, no te cobraremos nada más y seguirás teniendo acceso hasta esa fecha.',
  'renewalLink.cancel': 'Cancelar renovación',
  // The link followed while a declined renewal is being retried (decision 114).
  'renewalLink.retrying':
    'No pudimos cobrar la renovación de tu plan {plan} ({amount}) y volveremos a intentarlo en los próximos días.',
  'renewalLink.explainRetrying':
    'Si cancelas la renovación, no volveremos a intentar el cobro y tu plan terminará.',
  'renewalLink.doneRetrying': 'Tu plan {plan} no se renovará: no volveremos a intentar el cobro.',
  'renewalLink.doneTitle': 'Renovación cancelada',
  'renewalLink.done': 'Tu plan {plan} no se renovará: podrás usarlo hasta el {date}.',
  'renewalLink.again': 'Si cambias de idea, puedes reanudarla desde Mi Suscripción antes de esa fecha.',
  'renewalLink.subscription': 'Ir a Mi Suscripción',
  'renewalLink.invalidTitle': 'Enlace no válido',
  'renewalLink.invalid':
    'Este enlace no es válido o el plan ya no se renueva. Puedes gestionar tu plan desde Mi Suscripción.',
  'renewalLink.failedTitle': 'No hemos podido conectar',
  'renewalLink.failed': 'No hemos podido completar la operación. Comprueba tu conexión e inténtalo de nuevo.',
  'renewalLink.retry': 'Reintentar',
} as const
