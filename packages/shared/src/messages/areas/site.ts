/** The public site's texts: the landing page, the trial form, the legal pages, the cookie notice. One key per whole sentence (decision 007). */
export const siteTexts = {
  'trial.requested': 'Solicitud recibida. Revisa tu correo electrónico para continuar.',
  'trial.unavailable': 'La prueba gratuita no está disponible en este momento.',
  'hero.eyebrow': 'Meditación y bienestar en español',

  // Web: landing page sections (hero media, blurbs, categories, steps, founder, community, trial, app)
  'hero.storesLabel': 'Descarga la app',
  'hero.appStore': 'Disponible en App Store',
  'hero.googlePlay': 'Disponible en Google Play',
  'features.title': 'Un momento para ti, cada día',
  'features.guided.title': 'Guiado en español',
  'features.guided.text':
    'Voces cercanas que te acompañan paso a paso, sin tecnicismos, para que meditar sea sencillo desde el primer día.',
  'features.anywhere.title': 'Donde y cuando quieras',
  'features.anywhere.text':
    'En el móvil, en el ordenador o con auriculares camino al trabajo: tu práctica te espera siempre que la necesites.',
  'features.personal.title': 'Hecho a tu medida',
  'features.personal.text':
    'Un breve test descubre cómo te sientes hoy y te recomienda las sesiones que mejor te acompañan.',
  'categories.title': 'Explora nuestras categorías',
  'categories.text': 'Prácticas para cada momento del día, de tres minutos a una hora.',
  'categories.meditations': 'Meditaciones',
  'categories.meditations.text':
    'Meditaciones guiadas para soltar el estrés, dormir mejor y vivir con más presencia.',
  'categories.soundHealing': 'Sound Healing',
  'categories.soundHealing.text': 'Cuencos, gongs y frecuencias que relajan el cuerpo y aquietan la mente.',
  'categories.short': 'Meditaciones cortas',
  'categories.short.text': 'Pausas de 3 a 10 minutos para recuperar la calma en mitad del día.',
  'categories.masterclass': 'Masterclass/talleres',
  'categories.masterclass.text':
    'Profundiza con especialistas en respiración, autocuidado y gestión emocional.',
  'steps.title': 'Empieza en 3 pasos',
  'steps.one.title': 'Crea tu cuenta',
  'steps.one.text': 'Regístrate con tu correo o con Google en menos de un minuto.',
  'steps.two.title': 'Haz el test',
  'steps.two.text': 'Responde 10 preguntas y descubre la categoría y los temas que más te ayudan.',
  'steps.three.title': 'Disfruta tu práctica',
  'steps.three.text': 'Escucha tus meditaciones recomendadas cuando quieras, en la web o en la app.',
  'founder.title': 'Nuestra historia',
  'founder.eyebrow': 'Cómo empezó todo',
  'founder.p1':
    'Sosiego nació en 2021, en una época en la que muchas personas buscábamos un lugar tranquilo al que volver. Nosotras lo habíamos encontrado en la meditación, pero casi todo lo que había estaba en inglés o sonaba lejano.',
  'founder.p2':
    'Quisimos crear un espacio cálido, en nuestro idioma, donde cualquiera pudiera empezar sin experiencia previa y sentirse acompañado. Hoy somos una comunidad de miles de personas que dedican unos minutos al día a cuidarse.',
  'founder.signature': 'El equipo fundador de Sosiego',
  'community.title': 'Nuestra comunidad',
  'community.text': 'Además de la app, nos encontramos en vivo para practicar juntos.',
  'community.more': 'Ver detalles',
  'community.workshop': 'TALLER',
  'community.workshop.summary':
    'Talleres temáticos en directo para aprender nuevas herramientas de bienestar.',
  'community.workshop.details':
    'Cada mes organizamos talleres en línea de dos horas sobre respiración consciente, gestión de la ansiedad o descanso. Incluyen práctica guiada, tiempo para preguntas y materiales para seguir en casa.',
  'community.sessions': 'SESIONES',
  'community.sessions.summary': 'Meditaciones y baños de sonido en grupo, en vivo y en línea.',
  'community.sessions.details':
    'Cada semana compartimos sesiones en grupo de meditación guiada y sound healing. Solo necesitas un lugar tranquilo y auriculares; las sesiones quedan grabadas para los miembros.',
  'community.retreats': 'RETIROS',
  'community.retreats.summary': 'Escapadas de varios días para desconectar y reconectar contigo.',
  'community.retreats.details':
    'Varias veces al año proponemos retiros presenciales en entornos naturales, con meditación, movimiento suave, comida consciente y tiempo en silencio. Las plazas son limitadas y se anuncian primero a los miembros.',
  'testInvite.title': 'Descubre qué necesitas hoy',
  'testInvite.text':
    'Un test de 10 preguntas para conocer cómo te sientes y recibir recomendaciones personalizadas.',
  'testInvite.cta': 'Hacer Test',
  'closing.title': 'Empieza hoy a cuidar tu calma',
  'closing.text': 'Prueba Sosiego gratis durante 15 días y llévalo contigo en el móvil.',
  'closing.download': 'Descargar App',
  'download.title': 'Descarga la app de Sosiego',
  'download.text': 'Elige tu sistema o escanea el código con la cámara del móvil.',
  'download.android': 'Android',
  'download.ios': 'iOS',
  'download.qr': 'Código QR para descargar la app',
  'download.qrLoading': 'Generando código QR...',
  'whatsapp.label': 'Escríbenos por WhatsApp',

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
  'legal.lastUpdated': 'Última actualización: {date}',
  'legal.contents': 'Contenido',
  'contact.intro':
    'Estamos para ayudarte con tu cuenta, tu suscripción o cualquier duda sobre Sosiego. Te respondemos en español, normalmente en un plazo de 48 horas laborables.',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono',
  'contact.location': 'Ubicación',
  'contact.privacyHint':
    'Para ejercer tus derechos de protección de datos, escríbenos al correo indicado con el asunto «Protección de datos».',
} as const
