import type { LegalDocument } from './legal-document.ts'

export function termsDocument({ email }: { email: string }): LegalDocument {
  return {
    updated: '2026-11-22',
    intro: [
      'Estas condiciones regulan el uso de Sosiego, un servicio de suscripción de meditaciones guiadas, sesiones de sound healing, meditaciones cortas y talleres en español, disponible en la web y en las aplicaciones para Android e iOS.',
      'Al crear una cuenta o contratar un plan aceptas estas condiciones. Léelas con calma: si no estás de acuerdo con ellas, no utilices el servicio.',
    ],
    sections: [
      {
        id: 'servicio',
        heading: '1. El servicio',
        blocks: [
          'Sosiego ofrece contenidos de audio y vídeo para acompañar la meditación, la relajación y el bienestar, además de un test de bienestar que sugiere contenidos según tus respuestas.',
          'Los contenidos tienen un fin divulgativo y de bienestar general. No son un tratamiento médico ni psicológico y no sustituyen el consejo de un profesional sanitario. Si atraviesas una situación de salud, consulta a un profesional.',
          'Podemos actualizar, ampliar o retirar contenidos del catálogo para mejorar el servicio, manteniendo en todo momento su finalidad esencial.',
        ],
      },
      {
        id: 'cuenta',
        heading: '2. Tu cuenta',
        blocks: [
          'Para escuchar los contenidos necesitas una cuenta personal. Debes ser mayor de 16 años y facilitar datos veraces, incluido un correo electrónico que puedas verificar.',
          'Eres responsable de mantener la confidencialidad de tu contraseña y de la actividad de tu cuenta. La cuenta es personal e intransferible: no la compartas con terceros.',
          `Si sospechas que alguien ha accedido a tu cuenta sin permiso, cambia tu contraseña y escríbenos a ${email}.`,
        ],
      },
      {
        id: 'suscripciones',
        heading: '3. Planes, suscripciones y prueba gratuita',
        blocks: [
          'Ofrecemos distintos planes de suscripción, con la duración y el precio que se indican en la página de planes antes de contratar. Los precios incluyen los impuestos aplicables salvo que se indique lo contrario.',
          'La prueba gratuita da acceso durante 15 días a todos los beneficios del servicio, sin coste. Cada persona puede disfrutarla una sola vez. Al terminar, el acceso finaliza salvo que contrates un plan de pago.',
          'Un plan de pago da acceso a los contenidos que incluye durante el periodo contratado, desde la confirmación del pago.',
        ],
      },
      {
        id: 'pagos',
        heading: '4. Pagos',
        blocks: [
          'Los pagos se realizan con tarjeta a través de una página de pago alojada por nuestro proveedor de pagos. Sosiego no recibe ni almacena los datos completos de tu tarjeta: los trata directamente el proveedor, que cumple la normativa de seguridad del sector de tarjetas de pago (PCI DSS).',
          'Conservamos un registro de cada pago (plan, importe, fecha y estado) para prestarte el servicio, atender tus consultas y cumplir nuestras obligaciones contables y fiscales.',
          'Si un pago no se completa, el plan no se activa. Si ves un cargo que no reconoces, escríbenos y lo revisaremos contigo.',
        ],
      },
      {
        id: 'cancelacion',
        heading: '5. Cancelación y desistimiento',
        blocks: [
          'Puedes dejar de usar el servicio cuando quieras. Si tu plan se renueva, puedes cancelar la renovación antes de la fecha de cargo siguiente desde tu cuenta o escribiéndonos; conservarás el acceso hasta el final del periodo ya pagado.',
          'Si resides en la Unión Europea, dispones de un derecho de desistimiento de 14 días naturales desde la contratación. Al empezar a reproducir contenidos durante ese plazo, aceptas expresamente que el servicio comience y reconoces que, en la medida permitida por la ley, el importe proporcional al servicio ya prestado no será reembolsable.',
          `Para cancelar o desistir, escríbenos a ${email} desde el correo de tu cuenta indicando el plan contratado.`,
        ],
      },
      {
        id: 'uso-aceptable',
        heading: '6. Uso aceptable',
        blocks: [
          'Los contenidos de Sosiego están protegidos por derechos de propiedad intelectual. Tu suscripción te concede una licencia personal, no exclusiva e intransferible para escucharlos y verlos con fines privados.',
          'No está permitido:',
          {
            list: [
              'descargar, copiar, grabar, redistribuir o comunicar públicamente los contenidos;',
              'compartir tu cuenta o revender el acceso al servicio;',
              'eludir las medidas técnicas de protección o acceder a partes del servicio a las que no tengas derecho;',
              'usar el servicio de forma que perjudique su funcionamiento o a otras personas;',
              'publicar reseñas falsas, ofensivas o que vulneren derechos de terceros.',
            ],
          },
          'Si incumples estas condiciones podemos suspender o cerrar tu cuenta, tras avisarte cuando sea posible.',
        ],
      },
      {
        id: 'resenas',
        heading: '7. Reseñas',
        blocks: [
          'Puedes publicar una reseña sobre tu experiencia. Al hacerlo, nos autorizas a mostrarla en la web y en las aplicaciones junto a tu nombre. Podemos moderar o retirar reseñas que incumplan estas condiciones.',
        ],
      },
      {
        id: 'responsabilidad',
        heading: '8. Responsabilidad',
        blocks: [
          'Ponemos todo nuestro cuidado en que el servicio funcione de forma continua y segura, pero pueden producirse interrupciones por mantenimiento o por causas ajenas a nosotros. Te avisaremos de las interrupciones programadas siempre que podamos.',
          'Sosiego no responde de los daños derivados de un uso del servicio contrario a estas condiciones ni de decisiones de salud tomadas sin consultar a un profesional. Nada de lo dispuesto aquí limita los derechos que te reconoce la normativa de protección de las personas consumidoras.',
        ],
      },
      {
        id: 'cambios',
        heading: '9. Cambios en estas condiciones',
        blocks: [
          'Podemos modificar estas condiciones para reflejar cambios en el servicio o en la ley. Si el cambio es relevante te lo comunicaremos por correo electrónico con antelación razonable; si no estás de acuerdo, podrás cancelar tu suscripción antes de que entre en vigor.',
        ],
      },
      {
        id: 'ley-aplicable',
        heading: '10. Ley aplicable y reclamaciones',
        blocks: [
          'Estas condiciones se rigen por la legislación española. Si eres consumidor, también te amparan las normas imperativas de tu país de residencia, y podrás acudir a los juzgados de tu domicilio.',
          `Antes de cualquier reclamación, escríbenos a ${email}: intentaremos resolverlo de forma amistosa. Si resides en la Unión Europea, también puedes utilizar la plataforma europea de resolución de litigios en línea (https://ec.europa.eu/consumers/odr).`,
        ],
      },
    ],
  }
}
