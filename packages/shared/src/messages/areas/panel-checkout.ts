/** The plan picker's and the order summary's texts in the panel (issue 32). */
export const panelCheckoutTexts = {
  'checkout.summaryTitle': 'Resumen de tu pedido',
  'checkout.summaryPlan': 'Plan',
  'checkout.summaryPrice': 'Precio',
  'checkout.summaryFirstCharge': 'Primer cobro',
  'checkout.summaryRenewal': 'Renovación',
  // Issue 32: PRICES_INCLUDE_TAX=false charges the price plus IVA; the summary (and the built-in
  // checkout page) show the sum, and a buyer outside the IVA territory pays the price alone.
  'checkout.priceTaxAdded': '{price} + {tax} de IVA ({rate} %) = {total}',
  'checkout.priceTaxExempt': 'Sin IVA (destinatario en {territory})',
  'checkout.plusTax': '+ IVA',
  'checkout.firstChargeToday': 'Hoy, {date}',
  'checkout.renews': 'Se renueva automáticamente cada {every} por {price} hasta que canceles la renovación.',
  'checkout.oneOff': 'Pago único: no se renueva. Tu plan termina el {date}.',
  'checkout.trialChoice': 'Tu prueba gratuita sigue en curso',
  'checkout.keepTrial': 'Mantener mi prueba',
  'checkout.keepTrialHint': 'Tu prueba sigue hasta el {date}; el primer cobro será ese día.',
  'checkout.startNow': 'Empezar el plan ahora',
  'checkout.startNowHint': 'Tu prueba termina hoy y el primer cobro es hoy.',
  'checkout.withdrawalNow':
    'Tienes 14 días para desistir del contrato desde Mi Suscripción. Como el plan empieza ahora, si desistes te devolveremos la parte proporcional de los días que aún no hayas empezado a disfrutar (cada día empezado cuenta como disfrutado).',
  'checkout.withdrawalKept':
    'Tienes 14 días para desistir del contrato desde Mi Suscripción. Antes del primer cobro, el {date}, desistir no te cuesta nada; después, te devolveremos la parte proporcional de los días que aún no hayas empezado a disfrutar (cada día empezado cuenta como disfrutado).',
  'checkout.keepTrialRequest':
    'Pido que el plan empiece al terminar mi prueba, el {date}, aunque sea dentro de los 14 días, y acepto que, si desisto después del primer cobro, pagaré la parte ya disfrutada.',
  'checkout.keepTrialRequestHint':
    'Tu plan empieza cuando termina tu prueba: por eso necesitamos tu petición expresa para continuar.',
  'checkout.subscribeAndPay': 'Suscribirme y pagar',
  'paymentSuccess.keptTrialTitle': '¡Suscripción confirmada!',
  'paymentSuccess.keptTrialText':
    'Tu plan {plan} empieza el {date}, cuando termina tu prueba; ese día será el primer cobro. Hasta entonces sigues con tu prueba gratuita.',
} as const
