/** What the panel says about a trial ending and a renewal being retried (issue 32). */
export const panelBillingNoticesTexts = {
  'billingNotice.paymentPending': 'No pudimos cobrar la renovación. Actualiza tu tarjeta',
  'billingNotice.updateCard': 'Actualizar tarjeta',
  'billingNotice.keptMeanwhile': 'Mantienes tu plan mientras volvemos a intentar el cobro.',
} as const
