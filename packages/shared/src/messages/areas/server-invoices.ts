/** What the API answers and writes about invoices (issue 32). */
export const serverInvoicesTexts = {
  // E-mails that carry an invoice
  'mail.invoiceAttached':
    'Te adjuntamos la factura {code} en PDF. También la tienes en Mi Suscripción › Facturas.',
  'mail.rectifyingInvoiceAttached':
    'Te adjuntamos la factura rectificativa {code} en PDF, por el importe devuelto. También la tienes en Mi Suscripción › Facturas.',
  // A refund made at the provider by staff (Stripe's dashboard), with its rectifying invoice
  'mail.providerRefund.subject': 'Te hemos devuelto {amount}',
  'mail.providerRefund.refunded':
    'Te hemos devuelto {amount} de un cobro de tu plan {plan}. El dinero vuelve al medio de pago con el que pagaste; tu banco puede tardar unos días en mostrarlo.',
  'mail.providerRefund.action': 'Ver mis facturas',
  // Answers
  'invoices.listed': 'Tus facturas.',
  'invoices.staffListed': 'Facturas.',
  'invoices.notFound': 'Esta factura no existe.',
  'invoices.detailsLoaded': 'Tus datos de facturación.',
  'invoices.detailsSaved': 'Datos de facturación guardados: aparecerán en tus próximas facturas.',
  // Billing details' validation
  'invoices.taxIdInvalid': 'El NIF, NIE o CIF no es válido: revisa las cifras y la letra.',
  'invoices.postalCodeInvalid': 'El código postal debe tener 5 cifras de una provincia española (01 a 52).',
  'invoices.postalCodeTooLong': 'El código postal es demasiado largo (máximo 10 caracteres).',
  'invoices.countryInvalid': 'El país debe ser un código de dos letras, por ejemplo ES.',
  'invoices.addressIncomplete': 'Para una dirección completa indica también el código postal y la localidad.',
  'invoices.fieldTooLong': 'Este dato es demasiado largo (máximo 120 caracteres).',
  // The invoice book (libro de facturas emitidas), CSV
  'invoices.book.fileName': 'libro-de-facturas-emitidas-{from}-{to}.csv',
  'invoices.csv.code': 'Número',
  'invoices.csv.kind': 'Tipo',
  'invoices.csv.date': 'Fecha de expedición',
  'invoices.csv.rectifies': 'Factura rectificada',
  'invoices.csv.buyer': 'Cliente',
  'invoices.csv.email': 'Correo electrónico',
  'invoices.csv.taxId': 'NIF del cliente',
  'invoices.csv.address': 'Dirección del cliente',
  'invoices.csv.concept': 'Concepto',
  'invoices.csv.base': 'Base imponible',
  'invoices.csv.rate': 'Tipo de IVA (%)',
  'invoices.csv.tax': 'Cuota de IVA',
  'invoices.csv.total': 'Total',
  'invoices.csv.currency': 'Moneda',
  'invoices.csv.note': 'Nota',
  'invoices.kind.invoice': 'Factura',
  'invoices.kind.rectifying': 'Factura rectificativa',
} as const
