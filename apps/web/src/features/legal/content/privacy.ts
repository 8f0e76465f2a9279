import { privacyHealthDataSection } from '@sosiego/shared'
import type { LegalDocument } from './legal-document.ts'

export function privacyDocument({ email }: { email: string }): LegalDocument {
  return {
    updated: '2026-11-28',
    intro: [
      'En Sosiego cuidamos tus datos con la misma calma y atención que ponemos en nuestros contenidos. Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y cómo puedes ejercer tus derechos, conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos y garantía de los derechos digitales.',
    ],
    sections: [
      {
        id: 'responsable',
        heading: '1. Responsable del tratamiento',
        blocks: [
          `El responsable del tratamiento de tus datos es Sosiego. Puedes contactar con nosotros para cualquier cuestión sobre privacidad en ${email}.`,
        ],
      },
      {
        id: 'datos',
        heading: '2. Qué datos tratamos',
        blocks: [
          {
            list: [
              'Datos de cuenta: nombre, apellidos, correo electrónico, contraseña (guardada solo de forma cifrada e irreversible), foto de perfil si la subes y, si inicias sesión con Google, el identificador que Google nos facilita.',
              'Test de bienestar: las respuestas que das al test y el resultado que obtienes, que usamos para recomendarte contenidos. Cuentan cómo te sientes, así que son datos sobre tu salud: solo los tratamos con tu consentimiento explícito (apartado 11).',
              'Uso del servicio: los contenidos que reproduces y el tiempo de escucha, para mostrarte tu progreso y mejorar el catálogo.',
              'Pagos y facturas: el plan contratado, el importe, la fecha y el estado de cada pago, y las facturas que te emitimos con los datos de facturación que nos des si quieres una factura completa (nombre o razón social, NIF y dirección). No tratamos los datos de tu tarjeta: los recoge y conserva directamente nuestro proveedor de pagos.',
              'Reseñas: la valoración y el comentario que publiques, junto a tu nombre.',
              'Recordatorios, si los activas: los días, la hora y la zona horaria que eliges; para las notificaciones, la dirección de envío que nos da el navegador de cada dispositivo donde las activas; y, si creas un calendario, su dirección secreta (apartado 12).',
              'Datos técnicos y cookies: dirección IP, tipo de navegador y dispositivo, registros de seguridad y, solo si lo aceptas, datos analíticos de navegación.',
            ],
          },
        ],
      },
      {
        id: 'finalidades',
        heading: '3. Para qué los usamos y con qué base legal',
        blocks: [
          {
            list: [
              'Prestarte el servicio (cuenta, acceso a los contenidos, test de bienestar, progreso y reseñas): ejecución del contrato que aceptas al registrarte (art. 6.1.b RGPD). Las respuestas del test de bienestar y su resultado, que son datos sobre tu salud, se tratan solo con tu consentimiento explícito (art. 9.2.a RGPD), que nos das antes de empezar el test y puedes retirar en cualquier momento (apartado 11).',
              'Gestionar los pagos y cumplir las obligaciones contables y fiscales: ejecución del contrato y obligación legal (art. 6.1.b y 6.1.c RGPD).',
              'Enviarte correos necesarios del servicio (verificación de la cuenta, restablecimiento de contraseña, avisos sobre tu suscripción): ejecución del contrato.',
              'Enviarte los recordatorios para meditar que tú pides (notificación, correo o calendario): ejecución del contrato, a petición tuya. Son mensajes del servicio, no publicidad (apartado 12).',
              'Mantener la seguridad del servicio y prevenir el fraude y los abusos: interés legítimo (art. 6.1.f RGPD).',
              'Medir el uso de la web mediante cookies analíticas: tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento desde «Configurar cookies».',
            ],
          },
          'No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni vendemos tus datos.',
        ],
      },
      {
        id: 'conservacion',
        heading: '4. Cuánto tiempo los conservamos',
        blocks: [
          'Conservamos los datos de tu cuenta, tus respuestas al test, tu tiempo de escucha y tus reseñas mientras tengas una cuenta activa. Si solicitas la supresión de tu cuenta, los eliminamos o anonimizamos, salvo aquellos que debamos conservar bloqueados para atender posibles responsabilidades legales durante los plazos de prescripción.',
          'Los registros de pagos y las facturas se conservan durante los plazos que exige la normativa mercantil y fiscal (con carácter general, hasta seis años), también si eliminas tu cuenta. Los registros técnicos de seguridad se conservan un máximo de doce meses. Tu elección sobre las cookies se guarda en tu navegador y te la volvemos a pedir pasados doce meses.',
          'Si disfrutas de la prueba gratuita, guardamos un código calculado con una clave secreta a partir de tu correo electrónico (sin mayúsculas, sin lo que escribas tras un signo «+» y, en Gmail, sin puntos) y, si entras con Google, a partir del identificador que Google nos facilita. Con ese código no se puede saber cuál es tu correo ni quién eres; solo sirve para que la prueba gratuita se disfrute una vez por persona. Lo conservamos aunque elimines tu cuenta: si vuelves a registrarte con el mismo correo o la misma cuenta de Google, podrás usar Sosiego, pero sin una nueva prueba gratuita. Lo hacemos por nuestro interés legítimo en evitar el abuso de la prueba (art. 6.1.f RGPD).',
        ],
      },
      {
        id: 'destinatarios',
        heading: '5. Con quién los compartimos',
        blocks: [
          'Solo compartimos tus datos con proveedores que nos ayudan a prestar el servicio y que actúan como encargados del tratamiento bajo contrato, siguiendo nuestras instrucciones:',
          {
            list: [
              'el proveedor de pagos, que procesa el cobro con tarjeta;',
              'los proveedores de alojamiento, almacenamiento de archivos y envío de correo electrónico;',
              'Google, si eliges iniciar sesión con tu cuenta de Google o aceptas las cookies analíticas (Google Tag Manager).',
            ],
          },
          'También podremos comunicar datos a las autoridades cuando una ley nos obligue a ello.',
        ],
      },
      {
        id: 'transferencias',
        heading: '6. Transferencias internacionales',
        blocks: [
          'Algunos de nuestros proveedores pueden tratar datos fuera del Espacio Económico Europeo, por ejemplo en Estados Unidos. En esos casos, las transferencias se amparan en una decisión de adecuación de la Comisión Europea (como el Marco de Privacidad de Datos UE-EE. UU. para las entidades adheridas) o en las cláusulas contractuales tipo aprobadas por la Comisión, con las garantías adicionales que correspondan.',
        ],
      },
      {
        id: 'derechos',
        heading: '7. Tus derechos',
        blocks: [
          'Puedes ejercer en cualquier momento los siguientes derechos:',
          {
            list: [
              'Acceso: saber qué datos tuyos tratamos y obtener una copia.',
              'Rectificación: corregir los datos inexactos o incompletos. Muchos puedes cambiarlos tú mismo desde la configuración de tu cuenta.',
              'Supresión: pedir que eliminemos tus datos cuando ya no sean necesarios, incluida tu cuenta.',
              'Oposición: oponerte a tratamientos basados en nuestro interés legítimo.',
              'Limitación: pedir que suspendamos el tratamiento mientras se resuelve una reclamación.',
              'Portabilidad: recibir los datos que nos facilitaste en un formato estructurado y de uso común, o que los transmitamos a otro responsable.',
              'Retirar tu consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento anterior.',
            ],
          },
          `Para ejercerlos, escríbenos a ${email} desde el correo de tu cuenta, con el asunto «Protección de datos» e indicando el derecho que quieres ejercer. Te responderemos en el plazo máximo de un mes. Si tenemos dudas razonables sobre tu identidad, podremos pedirte información adicional para confirmarla.`,
          'Si consideras que no hemos atendido correctamente tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), en www.aepd.es, o ante la autoridad de control de tu país de residencia.',
        ],
      },
      {
        id: 'cookies',
        heading: '8. Cookies',
        blocks: [
          'Usamos cookies y almacenamiento local técnicos, necesarios para que puedas iniciar sesión, mantener tu sesión segura y recordar tu elección sobre cookies. No requieren tu consentimiento.',
          'Solo si lo aceptas, cargamos Google Tag Manager para medir de forma agregada las visitas y el uso de la web. Hasta que no aceptes las cookies analíticas no se carga ningún script de analítica. Puedes aceptar, rechazar o cambiar tu elección cuando quieras desde el enlace «Configurar cookies» al pie de cada página.',
        ],
      },
      {
        id: 'menores',
        heading: '9. Menores de edad',
        blocks: [
          'Sosiego está dirigido a personas mayores de 16 años. Si descubrimos que hemos recogido datos de una persona menor sin la autorización necesaria, los eliminaremos.',
        ],
      },
      {
        id: 'cambios',
        heading: '10. Cambios en esta política',
        blocks: [
          'Podemos actualizar esta política para reflejar cambios en el servicio o en la normativa. Si el cambio es relevante, te lo comunicaremos por correo electrónico o mediante un aviso en la web.',
        ],
      },
      {
        // The test's consent links here (decision 100).
        id: privacyHealthDataSection,
        heading: '11. Tus respuestas al test de bienestar: datos de salud',
        blocks: [
          'Tus respuestas al test de bienestar cuentan cómo te sientes. Por eso la ley las considera datos relativos a la salud, una categoría especial de datos personales (art. 9 del RGPD), y también el resultado que sale de ellas. Solo los tratamos si nos das tu consentimiento explícito (art. 9.2.a del RGPD).',
          {
            list: [
              'Cuándo te lo pedimos: antes de la primera pregunta, con una casilla propia, separada de los términos del servicio, que nadie marca por ti: «Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones.». Si no la marcas, el test no empieza y no guardamos nada.',
              'Para qué los usamos: solo para calcular tu resultado (una categoría principal y tres temas) y recomendarte meditaciones. No los usamos para publicidad ni para tomar decisiones sobre ti, y no los vendemos ni los cedemos a nadie.',
              'Qué guardamos: las respuestas y el resultado de cada test que haces, y la fecha en que diste tu consentimiento y la versión del texto que aceptaste, para poder demostrar que nos lo diste.',
              'Si haces el test antes de crear tu cuenta: tus respuestas y tu consentimiento se quedan solo en tu navegador. Los guardamos con tu cuenta cuando te registras o inicias sesión.',
              'Quién los ve: tú, en Mi Test, y el equipo de Sosiego que atiende a los clientes, solo cuando hace falta para ayudarte.',
              'Cómo retirar tu consentimiento: cuando quieras, en Configuración › Tu cuenta › «Retirar mi consentimiento». Borramos al momento las respuestas de todos tus tests. Tu recomendación (la categoría y los temas) solo se conserva si eliges conservarla; si no, también la borramos. Retirarlo no afecta a lo que hicimos antes con tu permiso, y puedes volver a darlo si repites el test.',
              'Cuánto tiempo los conservamos: mientras tu consentimiento siga en vigor. También puedes borrar tus respuestas y tu resultado desde Mi Test. Si eliminas tu cuenta, borramos tus respuestas y el resultado queda sin ningún dato que te identifique, solo para estadísticas.',
              'En la copia de tus datos (Configuración › Tu cuenta › «Descargar mis datos») estos datos van marcados como datos de salud, de categoría especial.',
              'Si cambiamos el texto de este consentimiento, te lo volveremos a pedir antes de tu siguiente test.',
            ],
          },
        ],
      },
      {
        id: 'recordatorios',
        heading: '12. Recordatorios para meditar',
        blocks: [
          'Si los activas en Configuración › Recordatorios, te recordamos tu meditación los días y a la hora que elijas, con una notificación, un correo electrónico o un evento en tu calendario. Si ese día ya has meditado, no te escribimos.',
          {
            list: [
              'Qué guardamos: los días de la semana, la hora y la zona horaria que eliges, y qué canales quieres; para las notificaciones, la dirección de envío (endpoint) y las claves de cifrado que nos da el navegador de cada dispositivo donde las activas; para el calendario, la dirección secreta de tu calendario. Con esa dirección, cualquiera que la tenga ve los días y la hora de tu recordatorio: no la compartas, y si crees que otra persona la tiene, genera una nueva y la anterior dejará de funcionar.',
              'Para qué: solo para enviarte los recordatorios que nos pides. Son mensajes del servicio que tú activas, con su propia forma de darte de baja, no comunicaciones comerciales ni publicidad (Ley 34/2002, de servicios de la sociedad de la información, LSSI). Las notificaciones pasan por el servicio de notificaciones de tu navegador (por ejemplo, el de Google, Mozilla o Apple), que solo ve un mensaje cifrado.',
              'Cómo desactivarlos: en Configuración › Recordatorios puedes cambiar los días, la hora y los canales, desactivar las notificaciones en cada dispositivo y quitar el enlace del calendario. Cada correo de recordatorio trae un enlace para dejar de recibirlos por correo sin iniciar sesión. También puedes bloquear las notificaciones de Sosiego en los ajustes de tu navegador.',
              'Cuánto tiempo: mientras los tengas activados. Cuando desactivas las notificaciones en un dispositivo, o el navegador nos dice que su dirección ya no existe, la borramos; si eliminas tu cuenta, borramos todo lo anterior.',
            ],
          },
        ],
      },
    ],
  }
}
