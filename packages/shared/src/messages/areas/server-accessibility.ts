/** What the API answers and writes about accessibility reports (issue 34). */
export const serverAccessibilityTexts = {
  'accessibility.report.received': 'Aviso de accesibilidad recibido.',
  'accessibility.report.rateLimited':
    'Has enviado varios avisos seguidos. Espera una hora y vuelve a intentarlo, o escríbenos por correo.',
  'accessibility.reports.listed': 'Avisos de accesibilidad.',
  // The mail to staff
  'accessibility.mail.subject': 'Nuevo aviso de accesibilidad',
  'accessibility.mail.title': 'Nuevo aviso de accesibilidad',
  'accessibility.mail.from': 'De: {from}',
  'accessibility.mail.page': 'Página o contenido: {page}',
  'accessibility.mail.noPage': 'Página o contenido: sin indicar',
  'accessibility.mail.message': 'Problema: {message}',
  'accessibility.mail.deadline':
    'Responde a quien avisa en un plazo máximo de 20 días hábiles, como promete la Declaración de accesibilidad.',
  'accessibility.mail.action': 'Ver los avisos',
}
