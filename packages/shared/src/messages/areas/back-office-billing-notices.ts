/** Staff's view of members whose payment is pending (issue 32). */
export const backOfficeBillingNoticesTexts = {
  /** Clientes' filter: a renewal declined that the provider is still retrying. */
  'people.withPaymentPending': 'Pago pendiente',
  /** Órdenes: money given back at the provider by staff (Stripe's dashboard), with its rectifying invoice. */
  'adminOrders.kind.refund': 'Devolución',
} as const
