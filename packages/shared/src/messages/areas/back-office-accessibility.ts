/** The back office's list of accessibility reports (issue 34): admin and crmUser read them. */
export const backOfficeAccessibilityTexts = {
  'accessibilityReports.nav': 'Accesibilidad',
  'accessibilityReports.pageTitle': 'Avisos de accesibilidad',
  'accessibilityReports.description':
    'Lo que las personas nos cuentan desde la Declaración de accesibilidad. Respóndeles por correo en un plazo máximo de 20 días hábiles.',
  'accessibilityReports.caption': 'Avisos de accesibilidad, el más reciente primero',
  'accessibilityReports.date': 'Fecha',
  'accessibilityReports.from': 'Quién avisa',
  'accessibilityReports.page': 'Página o contenido',
  'accessibilityReports.message': 'Problema',
  'accessibilityReports.noPage': 'Sin indicar',
  'accessibilityReports.empty': 'Aún no hay avisos de accesibilidad.',
  'accessibilityReports.loadFailed': 'No se pudieron cargar los avisos de accesibilidad.',
  'accessibilityReports.loading': 'Cargando avisos…',
  'accessibilityReports.retry': 'Reintentar',
  'accessibilityReports.pagination': 'Páginas de avisos',
  'accessibilityReports.pageStatus': 'Página {page} de {pages}',
  'accessibilityReports.previous': 'Anterior',
  'accessibilityReports.next': 'Siguiente',
  'accessibilityReports.count.one': '{count} aviso recibido',
  'accessibilityReports.count.other': '{count} avisos recibidos',
  'accessibilityReports.reply': 'Responder por correo a {email}',
}
