/** What the API answers and sends about reminders (issue 31): settings, push, calendar, e-mail. */
export const serverRemindersTexts = {
  // Answers
  'reminders.loaded': 'Tu recordatorio.',
  'reminders.saved': 'Recordatorio guardado.',
  'reminders.pushSubscribed': 'Este dispositivo recibirá tus recordatorios.',
  'reminders.pushUnsubscribed': 'Este dispositivo ya no recibirá recordatorios.',
  'reminders.calendarCreated': 'Tu enlace de calendario está listo. Si tenías otro, ya no funciona.',
  'reminders.calendarRemoved': 'Enlace de calendario eliminado: ya no funciona.',
  'reminders.saveFirst': 'Guarda primero tu recordatorio: días y hora.',
  'reminders.calendarNotFound': 'Este calendario no existe o se ha eliminado.',
  'reminders.unsubscribed': 'Listo: ya no recibirás recordatorios por correo.',
  'reminders.unsubscribeInvalid': 'El enlace para darte de baja no es válido.',
  // The push notification (ReminderPush)
  'reminders.push.title': 'Tu meditación de hoy: {title}, {minutes} min',
  'reminders.push.titleGeneric': 'Tu meditación de hoy te espera',
  'reminders.push.body': 'Unos minutos para ti, cuando te venga bien.',
  // The e-mail (a service message: no offers, its own opt-out)
  'reminders.mail.subject': 'Tu meditación de hoy',
  'reminders.mail.item': 'Hoy te espera «{title}», {minutes} min.',
  'reminders.mail.itemGeneric': 'Tu meditación de hoy te espera.',
  'reminders.mail.invite': 'Unos minutos para ti, cuando te venga bien.',
  'reminders.mail.action': 'Ir a mi meditación',
  'reminders.mail.why': 'Recibes este aviso porque activaste los recordatorios por correo en Sosiego.',
  'reminders.mail.unsubscribe': 'Dejar de recibir recordatorios por correo',
  // The calendar feed
  'reminders.calendar.name': 'Sosiego: recordatorios',
  'reminders.calendar.summary': 'Tu meditación de Sosiego',
  'reminders.calendar.description': 'Unos minutos para ti. Abre Sosiego: {url}',
} as const
