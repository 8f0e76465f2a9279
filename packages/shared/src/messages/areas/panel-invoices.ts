/** The member's invoices and billing details (issue 32). */
export const panelInvoicesTexts = {
  'invoices.title': 'Facturas',
  'invoices.none': 'Aún no tienes facturas: cada cobro de tu suscripción tendrá la suya.',
  'invoices.loadFailed': 'No pudimos cargar tus facturas. Inténtalo de nuevo.',
  'invoices.download': 'Descargar factura',
  'invoices.downloadLabel': 'Descargar factura {code}',
  'invoices.downloadFailed': 'No pudimos descargar la factura. Inténtalo de nuevo.',
  'invoices.invoice': 'Factura {code}',
  'invoices.rectifying': 'Factura rectificativa {code}',
  'invoices.rectifies': 'Rectifica la factura {code}',
  'invoices.summary': '{plan} · {date} · {total}',
  'invoices.taxLine': 'Base {base} + IVA {rate} % {tax}',
  'billingDetails.title': 'Datos de facturación',
  'billingDetails.hint':
    'Opcional: para una factura completa. Se usan en tus próximas facturas, no cambian las ya emitidas.',
  'billingDetails.taxId': 'NIF, NIE o CIF',
  'billingDetails.address': 'Dirección',
  'billingDetails.postalCode': 'Código postal',
  'billingDetails.city': 'Localidad',
  'billingDetails.province': 'Provincia',
  'billingDetails.country': 'País',
  'billingDetails.countryHint': 'Código de dos letras, por ejemplo ES.',
  'billingDetails.save': 'Guardar datos de facturación',
  'billingDetails.saved': 'Datos de facturación guardados.',
  'billingDetails.saveFailed': 'No pudimos guardar tus datos de facturación. Inténtalo de nuevo.',
  'billingDetails.loadFailed': 'No pudimos cargar tus datos de facturación.',
  'billingDetails.taxIdInvalid': 'El NIF, NIE o CIF no es válido: revisa las cifras y la letra.',
  'billingDetails.postalCodeInvalid':
    'El código postal debe tener 5 cifras de una provincia española (01 a 52).',
  'billingDetails.addressIncomplete':
    'Para una dirección completa indica también el código postal y la localidad.',
  'billingDetails.countryInvalid': 'El país debe ser un código de dos letras, por ejemplo ES.',
} as const
