/** Staff's invoices and the invoice book (issue 32). */
export const backOfficeInvoicesTexts = {
  'adminInvoices.title': 'Facturas',
  'adminInvoices.none': 'Sin facturas.',
  'adminInvoices.loadFailed': 'No pudimos cargar las facturas.',
  'adminInvoices.download': 'Descargar factura {code}',
  'adminInvoices.downloadFailed': 'No pudimos descargar la factura.',
  'adminInvoices.invoice': 'Factura {code}',
  'adminInvoices.rectifying': 'Factura rectificativa {code}',
  'adminInvoices.line': '{date} · {total}',
  'adminInvoices.book': 'Libro de facturas',
  'adminInvoices.bookTitle': 'Libro de facturas emitidas',
  'adminInvoices.bookDescription':
    'Todas las facturas y facturas rectificativas emitidas en el periodo, en CSV para la gestoría.',
  'adminInvoices.bookDownload': 'Descargar libro de facturas',
  'adminInvoices.bookDownloaded': 'Libro de facturas descargado.',
  'adminInvoices.bookFailed': 'No pudimos descargar el libro de facturas.',
  'adminInvoices.close': 'Cerrar',
} as const
