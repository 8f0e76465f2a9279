/** The member's reminders in Configuración and on the home (issue 31). */
export const panelRemindersTexts = {
  // Configuración › Recordatorios
  'reminders.tab': 'Recordatorios',
  'reminders.title': 'Recordatorios',
  'reminders.intro':
    'Elige qué días y a qué hora quieres que te recordemos tu meditación. Solo te escribimos si ese día aún no has meditado.',
  'reminders.loading': 'Cargando tus recordatorios…',
  'reminders.failed': 'No hemos podido cargar tus recordatorios. Inténtalo de nuevo.',
  'reminders.retry': 'Reintentar',
  'reminders.days': 'Días',
  'reminders.day.1': 'Lunes',
  'reminders.day.2': 'Martes',
  'reminders.day.3': 'Miércoles',
  'reminders.day.4': 'Jueves',
  'reminders.day.5': 'Viernes',
  'reminders.day.6': 'Sábado',
  'reminders.day.7': 'Domingo',
  'reminders.dayShort.1': 'L',
  'reminders.dayShort.2': 'M',
  'reminders.dayShort.3': 'X',
  'reminders.dayShort.4': 'J',
  'reminders.dayShort.5': 'V',
  'reminders.dayShort.6': 'S',
  'reminders.dayShort.7': 'D',
  'reminders.time': 'Hora',
  'reminders.timeZone': 'Zona horaria',
  'reminders.timeZoneHint': 'La hora del recordatorio es la de esta zona.',
  'reminders.timeZoneDevice': 'Este dispositivo está en otra zona: {zone}.',
  'reminders.useDeviceZone': 'Usar la zona de este dispositivo',
  'reminders.channels': 'Cómo quieres recibirlo',
  'reminders.save': 'Guardar recordatorio',
  'reminders.saving': 'Guardando…',
  'reminders.saved': 'Recordatorio guardado.',
  'reminders.savedNoChannel':
    'Recordatorio guardado. No recibirás avisos hasta que elijas notificaciones o correo electrónico.',
  'reminders.saveFailed': 'No hemos podido guardar tu recordatorio. Inténtalo de nuevo.',
  'reminders.unsavedPush': 'Pulsa «Guardar recordatorio» para empezar a recibirlas.',
  // Web push on this device
  'reminders.push.label': 'Notificaciones en este dispositivo',
  'reminders.push.on': 'Activadas en este dispositivo.',
  'reminders.push.off': 'Te avisaremos con una notificación a la hora elegida.',
  'reminders.push.otherDevices.one': 'También llegan a {count} dispositivo más.',
  'reminders.push.otherDevices.other': 'También llegan a {count} dispositivos más.',
  'reminders.push.unsupported':
    'Este navegador no puede recibir notificaciones. Prueba con otro navegador o elige el correo electrónico o el calendario.',
  'reminders.push.iosInstall':
    'En iPhone y iPad, las notificaciones funcionan cuando añades Sosiego a tu pantalla de inicio (iOS 16.4 o posterior): en Safari, pulsa Compartir, luego «Añadir a pantalla de inicio», y abre Sosiego desde ese icono.',
  'reminders.push.denied':
    'Has bloqueado las notificaciones de Sosiego en este navegador. Para permitirlas de nuevo, abre los permisos del sitio (el icono junto a la dirección de la página), cambia «Notificaciones» a «Permitir» y vuelve a activarlas aquí.',
  'reminders.push.dismissed':
    'No has dado permiso para las notificaciones. Puedes volver a intentarlo cuando quieras.',
  'reminders.push.failed':
    'No hemos podido activar las notificaciones en este dispositivo. Inténtalo de nuevo.',
  'reminders.push.offFailed':
    'No hemos podido desactivar las notificaciones en este dispositivo. Inténtalo de nuevo.',
  'reminders.push.turnedOn': 'Notificaciones activadas en este dispositivo.',
  'reminders.push.turnedOff': 'Notificaciones desactivadas en este dispositivo.',
  // E-mail
  'reminders.email.label': 'Correo electrónico',
  'reminders.email.hint':
    'Te enviamos un correo a la hora elegida; cada correo trae un enlace para darte de baja.',
  // Calendar
  'reminders.calendar.label': 'Calendario',
  'reminders.calendar.hint':
    'Un enlace privado para tu calendario, con un evento los días y a la hora que guardes. Quien tenga el enlace ve esos días y esa hora: no lo compartas.',
  'reminders.calendar.create': 'Crear enlace del calendario',
  'reminders.calendar.url': 'Enlace privado del calendario',
  'reminders.calendar.copy': 'Copiar enlace',
  'reminders.calendar.copied': 'Enlace copiado.',
  'reminders.calendar.copyFailed': 'No hemos podido copiar el enlace: selecciónalo y cópialo a mano.',
  'reminders.calendar.google': 'Añadir a Google Calendar',
  'reminders.calendar.webcal': 'Añadir a Apple Calendar u Outlook',
  'reminders.calendar.regenerate': 'Generar un enlace nuevo',
  'reminders.calendar.regenerateTitle': '¿Generar un enlace nuevo?',
  'reminders.calendar.regenerateText':
    'El enlace actual dejará de funcionar y los calendarios que lo usan dejarán de mostrar tus recordatorios. Tendrás que añadir el nuevo.',
  'reminders.calendar.regenerateConfirm': 'Generar enlace nuevo',
  'reminders.calendar.regenerated': 'Enlace nuevo generado. El anterior ya no funciona.',
  'reminders.calendar.remove': 'Quitar',
  'reminders.calendar.removeTitle': '¿Quitar el enlace del calendario?',
  'reminders.calendar.removeText':
    'El enlace dejará de funcionar y los calendarios que lo usan dejarán de mostrar tus recordatorios.',
  'reminders.calendar.removeConfirm': 'Quitar enlace',
  'reminders.calendar.removed': 'Enlace del calendario quitado.',
  'reminders.calendar.created': 'Enlace del calendario creado.',
  'reminders.calendar.failed': 'No hemos podido cambiar el enlace del calendario. Inténtalo de nuevo.',
  // The panel home's card, while no reminder is saved
  'reminders.home.title': 'Recordatorios',
  'reminders.home.text':
    '¿Te ayudaría un aviso para meditar? Elige los días y la hora, y te lo recordamos con una notificación, un correo o un evento en tu calendario.',
  'reminders.home.button': 'Configurar un recordatorio',
  'reminders.home.dismiss': 'Ahora no',
  // /recordatorios/baja, the e-mail's visible unsubscribe link
  'reminders.unsubscribe.pageTitle': 'Baja de los recordatorios por correo',
  'reminders.unsubscribe.working': 'Dándote de baja de los recordatorios…',
  'reminders.unsubscribe.doneTitle': 'Te has dado de baja',
  'reminders.unsubscribe.done': 'Ya no recibirás recordatorios por correo.',
  'reminders.unsubscribe.again': 'Puedes volver a activarlos cuando quieras en Configuración.',
  'reminders.unsubscribe.settings': 'Ir a Configuración',
  'reminders.unsubscribe.invalidTitle': 'El enlace no es válido',
  'reminders.unsubscribe.invalid':
    'Este enlace para darte de baja no es válido. Puedes desactivar los recordatorios por correo en Configuración.',
  'reminders.unsubscribe.failedTitle': 'No hemos podido darte de baja',
  'reminders.unsubscribe.failed':
    'No hemos podido darte de baja. Comprueba tu conexión e inténtalo de nuevo.',
  'reminders.unsubscribe.retry': 'Intentar de nuevo',
} as const
