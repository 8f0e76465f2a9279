/**
 * The accessibility statement (issue 34): the model of Spain's RD 1112/2018, adapted to a private
 * service under Ley 11/2023 and EN 301 549, and its form to report a problem. The statement page
 * (a lazy chunk) reads them from here, not from the site catalogue that every public page loads (which
 * holds only the footer's link, 'footer.accessibility').
 */
export const siteAccessibilityTexts = {
  'accessibility.pageTitle': 'Declaración de accesibilidad',
  'accessibility.seoDescription':
    'Cómo de accesible es Sosiego, qué limitaciones conocemos y cómo avisarnos de un problema de accesibilidad.',
  'accessibility.intro':
    'Sosiego se compromete a que su sitio web y su área de miembros sean accesibles, de acuerdo con la Ley 11/2023, de 8 de mayo, que incorpora la Directiva (UE) 2019/882 sobre los requisitos de accesibilidad de los productos y servicios, y con la norma europea EN 301 549.',
  'accessibility.scope':
    'Esta declaración se aplica al sitio web de Sosiego: las páginas públicas, el registro y la compra de planes, el área de miembros con su reproductor de audio y vídeo, y el área de gestión del equipo.',
  // Conformance
  'accessibility.status.title': 'Situación de cumplimiento',
  'accessibility.status.text':
    'Este sitio web es parcialmente conforme con la norma EN 301 549 y con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 de nivel AA, debido a la falta de conformidad de los aspectos que se indican a continuación.',
  // Limitations
  'accessibility.limitations.title': 'Contenido no accesible',
  'accessibility.limitations.intro':
    'El contenido que se recoge a continuación no es accesible por lo siguiente:',
  'accessibility.limitations.nonCompliance': 'Falta de conformidad con la norma',
  'accessibility.limitations.media':
    'Algunas meditaciones de audio todavía no tienen transcripción y algunos vídeos todavía no tienen subtítulos (criterios 1.2.1 y 1.2.2 de las WCAG). Los estamos añadiendo a todo el catálogo.',
  'accessibility.limitations.invoices':
    'Las facturas en PDF no están etiquetadas para lectores de pantalla (criterio 1.3.1 de las WCAG). Sus datos se pueden consultar también en la página Mi Suscripción.',
  'accessibility.limitations.thirdParty': 'Contenido que no está bajo nuestro control',
  'accessibility.limitations.payment':
    'La página de pago con tarjeta la ofrece nuestro proveedor de pagos, que es responsable de su accesibilidad.',
  // How it was prepared
  'accessibility.preparation.title': 'Preparación de esta declaración',
  'accessibility.preparation.date':
    'Esta declaración se preparó el 29 de noviembre de 2026. Su última revisión es del 29 de noviembre de 2026.',
  'accessibility.preparation.method':
    'El método empleado ha sido una autoevaluación del propio equipo: en cada versión, las pruebas automáticas recorren todas las páginas públicas, del área de miembros y del área de gestión, y sus diálogos, con dos herramientas (axe y HTML_CodeSniffer, con los criterios de las WCAG 2.2 de nivel AA) en pantallas de 375 y de 1280 píxeles de ancho, y el equipo revisa a mano el uso solo con teclado, el reproductor incluido.',
  // Features
  'accessibility.features.title': 'Qué puedes hacer',
  'accessibility.features.keyboard':
    'Usar todo el sitio con el teclado: el enlace «Saltar al contenido» aparece al pulsar Tab, y el reproductor se maneja con botones con nombre (reproducir, retroceder 15 segundos, avanzar 30, velocidad, temporizador y siguiente).',
  'accessibility.features.video':
    'Cerrar la ventana de un vídeo con Escape. Si el foco está en los controles propios del reproductor del navegador, que se quedan esa tecla, pulsa antes Tab para salir de ellos.',
  'accessibility.features.screenReader':
    'Oír con un lector de pantalla qué se está reproduciendo y cuándo se detendrá el temporizador.',
  'accessibility.features.motion':
    'Evitar el movimiento: si tu sistema pide reducir el movimiento, el sitio no anima nada ni reproduce el vídeo de la portada por sí solo.',
  // Contact
  'accessibility.contact.title': 'Observaciones y datos de contacto',
  'accessibility.contact.text':
    'Puedes avisarnos de cualquier problema de accesibilidad (un contenido que no puedes usar, una posible falta de cumplimiento) o pedirnos la información en otro formato con este formulario o escribiendo a',
  'accessibility.contact.reply': 'Te responderemos en un plazo máximo de 20 días hábiles.',
  'accessibility.enforcement.title': 'Procedimiento de reclamación',
  'accessibility.enforcement.text':
    'Si no recibes respuesta en ese plazo o no estás de acuerdo con ella, puedes presentar una reclamación ante la autoridad de consumo de tu comunidad autónoma, que vigila el cumplimiento de la Ley 11/2023.',
  // The form
  'accessibility.form.title': 'Avisar de un problema de accesibilidad',
  'accessibility.form.name': 'Nombre (opcional)',
  'accessibility.form.email': 'Correo electrónico',
  'accessibility.form.page': 'Página o contenido afectado (opcional)',
  'accessibility.form.pageHint': 'Por ejemplo, la dirección de la página o el título de la meditación.',
  'accessibility.form.message': 'Describe el problema',
  'accessibility.form.messageHint':
    'Qué intentabas hacer, qué ocurrió y, si quieres, qué ayuda técnica usas.',
  'accessibility.form.submit': 'Enviar aviso',
  'accessibility.form.sending': 'Enviando…',
  'accessibility.form.sent':
    'Gracias. Hemos recibido tu aviso y te responderemos en un plazo máximo de 20 días hábiles.',
  'accessibility.form.failed': 'No se pudo enviar el aviso. Inténtalo de nuevo o escríbenos por correo.',
  'accessibility.form.errorsSummary': 'Revisa los campos marcados.',
  'accessibility.form.privacy':
    'Usaremos tus datos solo para responder a este aviso. Más información en la política de privacidad.',
  // Validation (also the API's answers)
  'accessibility.form.emailRequired': 'Escribe tu correo electrónico para que podamos responderte.',
  'accessibility.form.emailInvalid': 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.es.',
  'accessibility.form.nameTooLong': 'El nombre puede tener como máximo 100 caracteres.',
  'accessibility.form.pageTooLong': 'La página o el contenido puede tener como máximo 300 caracteres.',
  'accessibility.form.messageRequired': 'Describe el problema.',
  'accessibility.form.messageTooShort': 'Cuéntanos el problema con al menos 10 caracteres.',
  'accessibility.form.messageTooLong': 'La descripción puede tener como máximo 5000 caracteres.',
}
