/** What only the API says: health, metrics, the test checkout's page, media errors, the e-mails. One key per whole sentence (decision 007). */
export const serverTexts = {
  'health.databaseDown': 'La base de datos no responde.',
  'metrics.invalidToken': 'Falta el token de métricas o no es válido.',
  'localCheckout.pageTitle': 'Pago de prueba · Sosiego',
  'localCheckout.testMode': 'Modo de prueba',
  'localCheckout.notice':
    'Esto es una simulación: no se realizará ningún cargo ni se piden datos de tarjeta.',
  'localCheckout.plan': 'Plan',
  'localCheckout.amount': 'Importe',
  'localCheckout.pay': 'Pagar',
  'localCheckout.cancel': 'Cancelar',
  'localCheckout.expiresAt': 'Esta sesión caduca el {date}.',
  'localCheckout.closed': 'Esta sesión de pago ya no está disponible.',
  'localCheckout.notFound': 'No encontramos esta sesión de pago.',
  'localCheckout.back': 'Volver a Sosiego',
  'media.urlIssued': 'Enlace de reproducción generado.',
  'media.urlInvalid': 'El enlace de reproducción no es válido.',
  'media.urlExpired': 'El enlace de reproducción ha caducado: pide uno nuevo.',
  'media.locked': 'Tu plan no incluye este contenido. Mejora tu plan para acceder a él.',
  'media.rangeNotSatisfiable': 'El rango solicitado no existe en este archivo.',

  // E-mails (decision 007: their texts from the catalogue). `mail.common.*` is the house layout's; the
  // rest is `mail.<template>.<part>`, one key per sentence, each template's own even where two mails
  // happen to say the same words. Dates, times and amounts come in already formatted.
  'mail.common.greeting': 'Hola, {name}',
  'mail.common.ifNotYou': 'Si no has sido tú, puedes ignorar este correo.',
  'mail.common.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  // A time the law asks us to state, named on the service's clock (TIME_ZONE): Spain's mainland as its
  // readers say it, any other zone by its Spanish long name and IANA id.
  'mail.time.peninsularSpain': 'hora peninsular española',
  'mail.time.zone': '{name}, {timeZone}',
  'mail.time.zoneWithoutName': 'hora de {timeZone}',
  'mail.verifyEmail.subject': 'Confirma tu correo electrónico',
  'mail.verifyEmail.intro': 'Gracias por unirte a Sosiego. Confirma tu correo electrónico para empezar.',
  'mail.verifyEmail.expiry': 'El enlace caduca en 48 horas.',
  'mail.verifyEmail.action': 'Confirmar correo',
  'mail.resetPassword.subject': 'Restablece tu contraseña',
  'mail.resetPassword.request': 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
  'mail.resetPassword.expiry': 'El enlace caduca en 1 hora y solo puede usarse una vez.',
  'mail.resetPassword.action': 'Restablecer contraseña',
  'mail.setPassword.subject': 'Establece tu contraseña',
  'mail.setPassword.intro': 'Para entrar en Sosiego con tu correo electrónico, establece una contraseña.',
  'mail.setPassword.expiry': 'El enlace caduca en 1 hora y solo puede usarse una vez.',
  'mail.setPassword.action': 'Establecer contraseña',
  'mail.accountExists.subject': 'Alguien ha intentado crear una cuenta con tu correo',
  'mail.accountExists.attempt':
    'Alguien ha intentado crear una cuenta nueva en Sosiego con tu dirección de correo electrónico, pero ya tienes una cuenta con ella, así que no se ha creado ninguna.',
  'mail.accountExists.ifYou':
    'Si has sido tú, inicia sesión con tu contraseña. Si no la recuerdas, pulsa «¿Olvidaste tu contraseña?» en la página de inicio de sesión y te enviaremos un enlace para elegir una nueva.',
  'mail.accountExists.ifNotYou': 'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
  'mail.accountExists.action': 'Iniciar sesión',
  'mail.passwordChanged.subject': 'Tu contraseña ha cambiado',
  'mail.passwordChanged.changed':
    'La contraseña de tu cuenta de Sosiego acaba de cambiar y se han cerrado tus otras sesiones.',
  'mail.passwordChanged.ifNotYou':
    'Si no has sido tú, restablece tu contraseña ahora desde la página de inicio de sesión.',
  'mail.passwordChanged.action': 'Ir a Sosiego',
  'mail.paymentReceipt.subject': 'Recibo de tu pago: plan {plan}',
  'mail.paymentReceipt.thanks':
    'Hemos recibido tu pago de {amount} por el plan {plan}. ¡Gracias por confiar en Sosiego!',
  'mail.paymentReceipt.payment': 'Fecha del pago: {date}. Referencia de la orden: {orderId}.',
  'mail.paymentReceipt.period': 'Tu plan está disponible del {start} al {end}.',
  'mail.paymentReceipt.periodOpen': 'Tu plan está disponible desde el {start}.',
  'mail.paymentReceipt.immediateStart':
    'El {dateTime} pediste expresamente que el servicio empezara de inmediato y aceptaste que, si desistes del contrato, pagarás la parte ya disfrutada.',
  'mail.paymentReceipt.withdrawalRule':
    'Puedes desistir en los 14 días siguientes a la compra desde Mi Suscripción: te devolveremos la parte proporcional de los días que aún no hayas empezado a disfrutar (cada día empezado cuenta como disfrutado).',
  'mail.paymentReceipt.action': 'Ir a mi panel',
  'mail.trialConfirm.subject': 'Confirma tu correo y empieza tu prueba gratuita',
  'mail.trialConfirm.intro':
    'Tu prueba gratuita de Sosiego ({plan}, {days} días con todas las meditaciones, sesiones de sound healing y talleres) empieza en cuanto confirmes que este correo es tuyo.',
  'mail.trialConfirm.setPassword':
    'Establece tu contraseña con el botón de abajo: así confirmas tu correo y entras. El enlace caduca en 1 hora y solo puede usarse una vez; si caduca, pide otro desde «¿Olvidaste tu contraseña?».',
  'mail.trialConfirm.verify':
    'Confirma tu correo con el botón de abajo y entra con tu contraseña. El enlace caduca en 48 horas.',
  'mail.trialConfirm.setPasswordAction': 'Establecer contraseña',
  'mail.trialConfirm.verifyAction': 'Confirmar correo',
  'mail.trialForExistingAccount.activatedSubject': 'Tu prueba gratuita de Sosiego ha comenzado',
  'mail.trialForExistingAccount.activated': 'Hemos activado {plan} en tu cuenta de Sosiego.',
  'mail.trialForExistingAccount.activatedSignIn':
    'Inicia sesión con tu correo y tu contraseña de siempre para empezar.',
  'mail.trialForExistingAccount.refusedSubject': 'Tu solicitud de prueba gratuita',
  'mail.trialForExistingAccount.refused':
    'Hemos recibido una solicitud de prueba gratuita con tu correo, pero tu cuenta ya la disfrutó o ya tiene un plan activo: la prueba solo puede activarse una vez por cuenta.',
  'mail.trialForExistingAccount.refusedSignIn':
    'Inicia sesión para ver tu suscripción y los planes disponibles.',
  'mail.trialForExistingAccount.action': 'Iniciar sesión',
  'mail.endingSoon.subject': 'Tu plan {plan} termina en 3 días',
  'mail.endingSoon.ends':
    'Tu plan {plan} termina el {date}. Hasta entonces sigues teniendo acceso a todo lo que incluye.',
  'mail.endingSoon.renew':
    'Si quieres seguir meditando con nosotros, puedes renovarlo o elegir otro plan desde tu panel.',
  'mail.endingSoon.action': 'Ver mi suscripción',
  'mail.expired.subject': 'Tu plan {plan} ha terminado',
  'mail.expired.ended': 'Tu plan {plan} ha llegado a su fecha de fin y ya no tienes acceso a sus contenidos.',
  'mail.expired.comeBack':
    'Te esperamos cuando quieras volver: elige un plan y retoma tu práctica donde la dejaste.',
  'mail.expired.action': 'Ver planes',
  'mail.renewalReceipt.subject': 'Recibo de tu renovación: plan {plan}',
  'mail.renewalReceipt.charged':
    'Hemos cobrado {amount} por la renovación de tu plan {plan}. ¡Gracias por seguir meditando con Sosiego!',
  'mail.renewalReceipt.payment': 'Fecha del pago: {date}. Referencia de la orden: {orderId}.',
  'mail.renewalReceipt.paidUntil':
    'Tu plan está pagado hasta el {date}. Puedes cancelar la renovación cuando quieras desde Mi Suscripción.',
  'mail.renewalReceipt.action': 'Ver mi suscripción',
  'mail.paymentDeclined.subject': 'No pudimos cobrar la renovación de tu plan {plan}',
  'mail.paymentDeclined.declined':
    'Tu banco ha rechazado el cobro de {amount} por la renovación de tu plan {plan}.',
  'mail.paymentDeclined.retry':
    'Volveremos a intentarlo el {date}. Para no perder el acceso, actualiza tu tarjeta en el portal de pagos.',
  'mail.paymentDeclined.noRetry': 'Para no perder el acceso, actualiza tu tarjeta en el portal de pagos.',
  'mail.paymentDeclined.action': 'Actualizar mi tarjeta',
  'mail.subscriptionEnded.subject': 'Tu suscripción al plan {plan} ha terminado',
  'mail.subscriptionEnded.paidUntil':
    'Tu suscripción al plan {plan} ya no se renovará. Sigues teniendo acceso hasta el {date}.',
  'mail.subscriptionEnded.ended': 'Tu suscripción al plan {plan} ha terminado y no se te cobrará más.',
  'mail.subscriptionEnded.comeBack':
    'Te esperamos cuando quieras volver: elige un plan y retoma tu práctica donde la dejaste.',
  'mail.subscriptionEnded.action': 'Ver planes',
  'mail.renewalCancelled.subject': 'Has cancelado la renovación de tu plan {plan}',
  'mail.renewalCancelled.cancelled': 'Hemos cancelado la renovación de tu plan {plan}: no se te cobrará más.',
  'mail.renewalCancelled.until':
    'Tu plan sigue disponible hasta el {date}. Hasta entonces puedes reanudar la renovación desde Mi Suscripción.',
  'mail.renewalCancelled.action': 'Ver mi suscripción',
  'mail.renewalResumed.subject': 'Has reanudado la renovación de tu plan {plan}',
  'mail.renewalResumed.resumed': 'Tu plan {plan} vuelve a renovarse: el {date} te cobraremos {amount}.',
  'mail.renewalResumed.cancelAnytime': 'Puedes cancelar la renovación cuando quieras desde Mi Suscripción.',
  'mail.renewalResumed.action': 'Ver mi suscripción',
  'mail.withdrawalAcknowledged.subject': 'Acuse de recibo de tu desistimiento: plan {plan}',
  'mail.withdrawalAcknowledged.received':
    'Hemos recibido tu desistimiento del contrato del plan {plan} el {dateTime}.',
  'mail.withdrawalAcknowledged.refund':
    'Tu plan ha terminado en ese momento y te devolvemos {amount} por el mismo medio de pago (puede tardar de 5 a 10 días en verse en tu cuenta). Referencia de la orden: {orderId}.',
  'mail.withdrawalAcknowledged.keep': 'Guarda este correo como justificante.',
  'mail.withdrawalAcknowledged.action': 'Ver mi suscripción',
  'mail.accountDeleted.subject': 'Tu cuenta de Sosiego se ha eliminado',
  'mail.accountDeleted.title': 'Tu cuenta se ha eliminado',
  'mail.accountDeleted.deleted':
    'Hemos eliminado tu cuenta de Sosiego como pediste: tu perfil, tus resultados del test, tu historial de escucha y tu reseña se han borrado, y se han cerrado todas tus sesiones.',
  'mail.accountDeleted.orders':
    'Conservamos tus órdenes de pago sin tus datos personales durante el tiempo que exige la ley.',
  'mail.accountDeleted.thanks': 'Gracias por haber meditado con nosotros.',
  'mail.dataExportReady.subject': 'Tu copia de datos de Sosiego está lista',
  'mail.dataExportReady.byStaff': 'Como nos pediste, hemos preparado una copia de tus datos de Sosiego.',
  'mail.dataExportReady.byMember': 'Ya está lista la copia de tus datos de Sosiego que pediste.',
  'mail.dataExportReady.contents':
    'Es un archivo ZIP con tu perfil, tus tests y respuestas, tus suscripciones y órdenes, tu historial de escucha, tu reseña y tus favoritos, cada uno en JSON y en CSV.',
  'mail.dataExportReady.download':
    'Puedes descargarla hasta el {date} desde Configuración › Tu cuenta, con tu sesión iniciada: el enlace te lleva allí. Por tu seguridad, si cambias la contraseña o se cierran tus sesiones, la copia se anula y puedes pedir otra.',
  'mail.dataExportReady.notYou': 'Si no pediste esta copia, escríbenos respondiendo a este correo.',
  'mail.dataExportReady.action': 'Descargar mis datos',
  'mail.confirmEmailChange.subject': 'Confirma tu nuevo correo electrónico',
  'mail.confirmEmailChange.asked':
    'Se ha pedido que tu cuenta de Sosiego use a partir de ahora esta dirección de correo electrónico.',
  'mail.confirmEmailChange.pending':
    'El cambio no tendrá efecto hasta que lo confirmes: mientras tanto, tu cuenta sigue con la dirección anterior. Al confirmarlo se cerrarán las sesiones abiertas de tu cuenta y entrarás con esta dirección.',
  'mail.confirmEmailChange.expiry': 'El enlace caduca en 48 horas y solo puede usarse una vez.',
  'mail.confirmEmailChange.action': 'Confirmar nuevo correo',
  'mail.confirmEmailChange.footer':
    'Si no esperabas este cambio, no pulses el enlace: sin tu confirmación no se hará.',
  'mail.emailChangeRequested.subject': 'Se ha pedido cambiar el correo de tu cuenta',
  'mail.emailChangeRequested.asked':
    'Se ha pedido cambiar el correo electrónico de tu cuenta de Sosiego a {email}.',
  'mail.emailChangeRequested.pending':
    'El cambio solo tendrá efecto cuando se confirme desde esa dirección; hasta entonces tu cuenta sigue con esta.',
  'mail.emailChangeRequested.undo':
    'Si no lo has pedido tú, pulsa «Deshacer el cambio»: si aún no se ha confirmado, se anula; si ya se confirmó, tu cuenta vuelve a esta dirección, se cierran todas sus sesiones y dejan de servir los enlaces para cambiar la contraseña que se hubieran enviado. El enlace caduca en 7 días.',
  'mail.emailChangeRequested.action': 'Deshacer el cambio',
  'mail.emailChangeRequested.footer': 'Si has sido tú quien lo ha pedido, no tienes que hacer nada.',
} as const
