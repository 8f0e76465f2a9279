/**
 * The one Spanish catalogue: one key per whole sentence, the spec's texts verbatim.
 * The API answers errors with these; the web shows them.
 */
export const es = {
  // API errors, keyed by error code
  'common.internal': 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
  'common.validation': 'Los datos enviados no son válidos.',
  'common.notFound': 'El recurso solicitado no existe.',
  'common.routeNotFound': 'La ruta solicitada no existe.',
  'common.payloadTooLarge': 'La solicitud es demasiado grande.',
  'common.unsupportedMediaType': 'El formato de la solicitud no es compatible.',
  'common.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'common.serviceUnavailable':
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  'common.rateLimited': 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  'auth.invalidApiKey': 'Faltan las credenciales de la aplicación o no son válidas.',
  'health.databaseDown': 'La base de datos no responde.',
  'plans.listed': 'Planes obtenidos correctamente.',
  'plans.found': 'Plan obtenido correctamente.',
  'plans.notFound': 'No se pudo encontrar el plan.',
  'catalog.categoriesListed': 'Categorías obtenidas correctamente.',
  'catalog.themesListed': 'Temas obtenidos correctamente.',

  // Accounts: validation (spec §5, verbatim and in its order)
  'account.nameRequired': 'El nombre es requerido',
  'account.lastNameRequired': 'El apellido es requerido',
  'account.emailRequired': 'El correo electrónico es requerido',
  'account.emailInvalid': 'El formato del correo electrónico no es válido',
  'account.emailTooLong': 'El correo electrónico es demasiado largo',
  'account.passwordsDontMatch': 'Las contraseñas no coinciden',
  'account.passwordTooLong': 'La contraseña no puede tener más de 128 caracteres',
  'account.acceptTerms': 'Debes aceptar los términos y política de privacidad',
  'account.loginEmailRequired': 'Por favor ingresa tu correo electrónico',
  'account.loginPasswordRequired': 'Por favor ingresa tu contraseña',
  'account.currentPasswordRequired': 'La contraseña actual es requerida',
  'account.setupPasswordMin': 'La contraseña debe tener al menos 6 caracteres',
  'account.nameTooLong': 'El nombre es demasiado largo',
  'account.phoneInvalid': 'El teléfono no es válido',

  // Accounts: answers
  'auth.invalidCredentials': 'Correo electrónico o contraseña incorrectos.',
  'auth.inactive': 'Por favor contacta al administrador para obtener ayuda.',
  'auth.googleAccount':
    'Esta cuenta se creó con Google. Establece una contraseña para entrar con tu correo electrónico.',
  'auth.emailTaken': 'Ya existe una cuenta con este correo electrónico.',
  'auth.unauthenticated': 'Token is not valid',
  'auth.sessionExpired': 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente para continuar.',
  'auth.forbidden': 'No tienes permiso para realizar esta acción.',
  'auth.crossSite': 'Solicitud rechazada: origen no permitido.',
  'auth.jsonOnly': 'Las solicitudes deben enviarse en formato JSON.',
  'auth.loggedIn': 'Sesión iniciada correctamente.',
  'auth.loggedOut': 'Sesión cerrada correctamente.',
  'auth.refreshed': 'Sesión renovada.',
  'auth.tokenValid': 'Token válido.',
  'auth.registered': 'Usuario registrado exitosamente',
  'auth.userCreated': 'Usuario creado exitosamente',
  'auth.planNotAvailable': 'La asignación de planes aún no está disponible.',
  'auth.verified': '¡Correo verificado exitosamente!',
  'auth.alreadyVerified': 'El correo ya estaba verificado.',
  'auth.tokenInvalid': 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  'auth.verificationResent': 'Correo de verificación reenviado con éxito!',
  'auth.resetEmailSent': 'Se ha enviado un correo con las instrucciones para restablecer tu contraseña',
  'auth.passwordReset': 'Contraseña restablecida correctamente',
  'auth.passwordSet': 'Contraseña establecida correctamente. Ahora puedes iniciar sesión.',
  'auth.passwordUpdated': 'Contraseña actualizada correctamente.',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'auth.profileUpdated': 'Perfil actualizado correctamente.',
  'auth.avatarInvalid': 'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
  'auth.avatarTooLarge': 'La imagen es demasiado grande (máximo 5 MB).',
  'auth.rateLimitedLogin':
    'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  'auth.rateLimitedEmail': 'Ya te enviamos un correo hace poco. Espera un momento antes de pedir otro.',
  'auth.rateLimitedRegister': 'Demasiados registros desde esta conexión. Inténtalo más tarde.',
  'auth.googleNotConfigured': 'El inicio de sesión con Google no está disponible.',
  'auth.googleFailed': 'Error en la autenticación',

  // Validation details (fields are named in the message)
  'validation.required': 'El campo «{field}» es obligatorio.',
  'validation.invalidField': 'El campo «{field}» no es válido.',

  // Not-found page
  'notFound.text': 'La página que buscas no existe o fue movida.',
  'notFound.back': 'Volver al inicio',

  // Web: brand, page titles and accessibility
  'app.name': 'Sosiego',
  'app.tagline': 'Meditaciones y bienestar en español, donde y cuando lo necesites.',
  'app.skipToContent': 'Saltar al contenido',
  'app.loading': 'Cargando...',
  'app.close': 'Cerrar',
  'app.notifications': 'Notificaciones',
  'hero.eyebrow': 'Meditación y bienestar en español',
  'pageTitle.home': 'Inicio',
  'pageTitle.notFound': 'Página no encontrada',
  'pageTitle.error': 'Error',
  'error.title': 'Algo salió mal',

  // Web: navigation bar
  'nav.label': 'Navegación principal',
  'nav.brand': 'Sosiego, ir al inicio',
  'nav.trial': 'Prueba gratuita',
  'nav.pricing': 'Precio',
  'nav.about': 'Nosotros',
  'nav.testimonials': 'Testimonios',
  'nav.login': 'Iniciar sesión',
  'nav.signup': 'Suscribirme',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',

  // Web: landing sections
  'hero.title': 'Tu espacio de calma, donde y cuando lo necesites',
  'hero.subtitle': 'Meditaciones guiadas, sound healing y talleres en español para acompañarte cada día.',
  'hero.cta': 'Prueba GRATIS',
  'hero.seePlans': 'Ver planes',
  'trial.title': 'Prueba gratuita',
  'trial.text':
    'Durante 15 días tienes acceso a todas las meditaciones, sesiones de sound healing y talleres, para que descubras a tu ritmo qué te sienta bien.',
  'about.title': 'Nosotros',
  'about.text':
    'Sosiego nació en 2021 con una idea sencilla: que cualquier persona pueda encontrar un momento de calma en su propio idioma, esté donde esté.',
  'about.statMeditations': 'meditaciones',
  'about.statPeople': 'personas impactadas',
  'about.statFounded': 'acompañándote desde',
  'about.statTopics': 'categorías y 20 temas',
  'testimonials.title': 'Lo que dicen nuestros usuarios',
  'testimonials.text':
    'Personas de todo el mundo hispanohablante han hecho de Sosiego un momento fijo de su día.',

  // Web: pricing
  'pricing.title': 'Planes',
  'pricing.loading': 'Cargando planes...',
  'pricing.banner': 'Pruébala gratis por 15 días y accede a todos los beneficios',
  'pricing.empty': 'No hay planes disponibles en este momento.',
  'pricing.free': 'Gratis',
  'pricing.bestOption': '¡La mejor opción! ',
  'plans.loadFailed': 'No se pudieron cargar los planes.',
  'plans.button.unavailable': 'No disponible',
  'plans.button.alreadyActivated': 'Plan ya activado',
  'plans.button.active': 'Plan activo',
  'plans.button.subscribe': 'Suscribirse',
  'plans.button.listenNow': 'Escuchar ahora',

  // Web: account modal
  'accountModal.title': 'Necesitas una cuenta',
  'accountModal.text':
    'Inicia sesión o crea tu cuenta para continuar; después seguirás justo donde lo dejaste.',
  'accountModal.login': 'Iniciar sesión',
  'accountModal.signup': 'Crear cuenta',
  'accountModal.google': 'Continuar con Google',
  'accountModal.or': 'o',

  // Web: footer
  'footer.navigation': 'Navegación',
  'footer.account': 'Cuenta',
  'footer.legal': 'Legal',
  'footer.contact': 'Contacto',
  'footer.home': 'Inicio',
  'footer.takeTest': 'Hacer Test',
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Política de privacidad',
  'footer.contactPage': 'Escríbenos',
  'footer.location': 'California, Estados Unidos',
  'footer.copyright': '© {year} Sosiego. Todos los derechos reservados.',

  // Web: member panel and back-office layouts
  'panel.navLabel': 'Menú del panel',
  'panel.nav.tests': 'Mi Test',
  'panel.nav.meditations': 'Meditaciones',
  'panel.nav.subscription': 'Mi Suscripción',
  'panel.nav.settings': 'Configuración',
  'admin.navLabel': 'Menú de administración',
  'admin.nav.dashboard': 'Panel de Control',
  'admin.nav.kpi': 'Estadísticas',
  'admin.nav.users': 'Usuarios',
  'admin.nav.clients': 'Clientes',
  'admin.nav.plans': 'Planes',
  'admin.nav.orders': 'Órdenes',
  'admin.nav.assets': 'Recursos',
  'admin.nav.content': 'Gestión de Contenido',
  'admin.nav.reviews': 'Reseñas',
  'sidebar.collapse': 'Contraer menú',
  'sidebar.expand': 'Expandir menú',
  'auth.logout': 'Cerrar Sesión',

  // Web: form controls
  'password.show': 'Mostrar contraseña',
  'password.hide': 'Ocultar contraseña',
} as const

export type MessageKey = keyof typeof es

/** A catalogue sentence with `{name}` placeholders filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return es[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
