/** What the API answers about the order summary before the checkout (issue 32). */
export const serverCheckoutTexts = {
  'payments.startChoiceConflict':
    'Elige una sola opción: empezar el plan ahora o mantener tu prueba hasta que termine.',
  'payments.noTrialToKeep': 'No tienes una prueba gratuita en curso que mantener.',
  'payments.keepTrialNeedsRenewingPlan':
    'Este plan se paga una sola vez y empieza al pagarlo: no puede esperar al final de tu prueba.',
  'payments.trialEndsTooSoon': 'Tu prueba termina en menos de dos días: el plan solo puede empezar ahora.',
  'payments.planAlreadyQueued': 'Ya compraste un plan que empezará cuando termine tu prueba.',
  'localCheckout.dueToday': 'Hoy pagas',
  // Prices before tax (PRICES_INCLUDE_TAX=false): the price, the IVA added, then the 'Importe' charged.
  'localCheckout.price': 'Precio',
  'localCheckout.tax': 'IVA ({rate} %)',
  'localCheckout.firstCharge': 'Primer cobro',
  'mail.keptTrial.subject': 'Tu plan {plan} empieza cuando termine tu prueba',
  'mail.keptTrial.nothingToday':
    'Gracias por elegir el plan {plan}. Hoy no te hemos cobrado nada: tu prueba gratuita sigue hasta el {date} y tu plan empieza ese día.',
  'mail.keptTrial.firstCharge':
    'El primer cobro, de {amount}, será ese día, y el plan se renovará cada {every} hasta que canceles la renovación.',
  'mail.keptTrial.request':
    'El {dateTime} pediste que el plan empezara al terminar tu prueba, aunque sea dentro del plazo para desistir, y aceptaste que, si desistes después del primer cobro, pagarás la parte ya disfrutada.',
  'mail.keptTrial.withdrawal':
    'Puedes desistir del contrato desde Mi Suscripción hasta el {until}: antes del primer cobro no te cuesta nada; después, te devolveremos la parte proporcional de los días que aún no hayas empezado a disfrutar (cada día empezado cuenta como disfrutado).',
  'mail.keptTrial.order': 'Referencia de la orden: {orderId}.',
  'mail.keptTrial.action': 'Ver mi suscripción',
} as const
