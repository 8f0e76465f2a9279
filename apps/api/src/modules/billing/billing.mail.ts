import { formatMoney } from '@sosiego/shared'
import { zoneName } from '../../lib/zone-name.ts'
import { type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(date)

/** An instant the law asks us to state (a request, a withdrawal): on the service's clock, named. */
const dateAndTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'medium', timeZone }).format(date)} (${zoneName(timeZone, date)})`

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency)

/** The billing e-mails, in Spanish. Links come from APP_URL only. */
export const billingTemplates = namedTemplates({
  /**
   * The purchase's receipt. With the buyer's request to start at once (issue 27), it is the durable
   * confirmation TRLGDCU art. 98.7 asks for: the request, its date and time, and the withdrawal's
   * pro-rata rule (decision 086).
   */
  paymentReceipt: (
    name: string,
    receipt: {
      planName: string
      amountCents: number
      currency: string
      paidAt: Date
      orderId: string
      /** When the buyer asked to start at once, stated on the service's clock (config.timeZone). */
      immediateStart?: { requestedAt: Date; timeZone: string } | null
    },
    subscription: { startDate: Date; endDate: Date | null },
    url: string,
  ): MailContent =>
    mail(
      `Recibo de tu pago: plan ${receipt.planName}`,
      `Hola, ${name}`,
      [
        `Hemos recibido tu pago de ${formatMoney(receipt.amountCents / 100, receipt.currency)} por el plan ${receipt.planName}. ¡Gracias por confiar en Sosiego!`,
        `Fecha del pago: ${longDate(receipt.paidAt)}. Referencia de la orden: ${receipt.orderId}.`,
        subscription.endDate
          ? `Tu plan está disponible del ${longDate(subscription.startDate)} al ${longDate(subscription.endDate)}.`
          : `Tu plan está disponible desde el ${longDate(subscription.startDate)}.`,
        ...(receipt.immediateStart
          ? [
              `El ${dateAndTime(receipt.immediateStart.requestedAt, receipt.immediateStart.timeZone)} pediste expresamente que el servicio empezara de inmediato y aceptaste que, si desistes del contrato, pagarás la parte ya disfrutada.`,
              'Puedes desistir en los 14 días siguientes a la compra desde Mi Suscripción: te devolveremos la parte proporcional de los días que aún no hayas empezado a disfrutar (cada día empezado cuenta como disfrutado).',
            ]
          : []),
      ],
      { label: 'Ir a mi panel', url },
    ),

  /**
   * The landing trial for an address not yet proven (decision 049): the trial starts when the link
   * is opened — setting the first password for an account without one, confirming the address
   * otherwise.
   */
  trialConfirm: (
    name: string,
    plan: { name: string; durationDays: number },
    kind: 'setPassword' | 'verify',
    url: string,
  ): MailContent =>
    mail(
      'Confirma tu correo y empieza tu prueba gratuita',
      `Hola, ${name}`,
      [
        `Tu prueba gratuita de Sosiego (${plan.name}, ${plan.durationDays} días con todas las meditaciones, sesiones de sound healing y talleres) empieza en cuanto confirmes que este correo es tuyo.`,
        kind === 'setPassword'
          ? 'Establece tu contraseña con el botón de abajo: así confirmas tu correo y entras. El enlace caduca en 1 hora y solo puede usarse una vez; si caduca, pide otro desde «¿Olvidaste tu contraseña?».'
          : 'Confirma tu correo con el botón de abajo y entra con tu contraseña. El enlace caduca en 48 horas.',
      ],
      kind === 'setPassword' ? { label: 'Establecer contraseña', url } : { label: 'Confirmar correo', url },
    ),

  trialForExistingAccount: (name: string, planName: string, activated: boolean, url: string): MailContent =>
    mail(
      activated ? 'Tu prueba gratuita de Sosiego ha comenzado' : 'Tu solicitud de prueba gratuita',
      `Hola, ${name}`,
      activated
        ? [
            `Hemos activado ${planName} en tu cuenta de Sosiego.`,
            'Inicia sesión con tu correo y tu contraseña de siempre para empezar.',
          ]
        : [
            'Hemos recibido una solicitud de prueba gratuita con tu correo, pero tu cuenta ya la disfrutó o ya tiene un plan activo: la prueba solo puede activarse una vez por cuenta.',
            'Inicia sesión para ver tu suscripción y los planes disponibles.',
          ],
      { label: 'Iniciar sesión', url },
    ),

  endingSoon: (name: string, planName: string, endDate: Date, url: string): MailContent =>
    mail(
      `Tu plan ${planName} termina en 3 días`,
      `Hola, ${name}`,
      [
        `Tu plan ${planName} termina el ${longDate(endDate)}. Hasta entonces sigues teniendo acceso a todo lo que incluye.`,
        'Si quieres seguir meditando con nosotros, puedes renovarlo o elegir otro plan desde tu panel.',
      ],
      { label: 'Ver mi suscripción', url },
    ),

  expired: (name: string, planName: string, url: string): MailContent =>
    mail(
      `Tu plan ${planName} ha terminado`,
      `Hola, ${name}`,
      [
        `Tu plan ${planName} ha llegado a su fecha de fin y ya no tienes acceso a sus contenidos.`,
        'Te esperamos cuando quieras volver: elige un plan y retoma tu práctica donde la dejaste.',
      ],
      { label: 'Ver planes', url },
    ),

  /** Issue 18: a renewing plan charged again. */
  renewalReceipt: (
    name: string,
    receipt: { planName: string; amountCents: number; currency: string; paidAt: Date; orderId: string },
    paidUntil: Date,
    url: string,
  ): MailContent =>
    mail(
      `Recibo de tu renovación: plan ${receipt.planName}`,
      `Hola, ${name}`,
      [
        `Hemos cobrado ${money(receipt.amountCents, receipt.currency)} por la renovación de tu plan ${receipt.planName}. ¡Gracias por seguir meditando con Sosiego!`,
        `Fecha del pago: ${longDate(receipt.paidAt)}. Referencia de la orden: ${receipt.orderId}.`,
        `Tu plan está pagado hasta el ${longDate(paidUntil)}. Puedes cancelar la renovación cuando quieras desde Mi Suscripción.`,
      ],
      { label: 'Ver mi suscripción', url },
    ),

  paymentDeclined: (
    name: string,
    planName: string,
    amountCents: number,
    currency: string,
    nextAttempt: Date | null,
    url: string,
  ): MailContent =>
    mail(
      `No pudimos cobrar la renovación de tu plan ${planName}`,
      `Hola, ${name}`,
      [
        `Tu banco ha rechazado el cobro de ${money(amountCents, currency)} por la renovación de tu plan ${planName}.`,
        nextAttempt
          ? `Volveremos a intentarlo el ${longDate(nextAttempt)}. Para no perder el acceso, actualiza tu tarjeta en el portal de pagos.`
          : 'Para no perder el acceso, actualiza tu tarjeta en el portal de pagos.',
      ],
      { label: 'Actualizar mi tarjeta', url },
    ),

  subscriptionEnded: (name: string, planName: string, paidUntil: Date | null, url: string): MailContent =>
    mail(
      `Tu suscripción al plan ${planName} ha terminado`,
      `Hola, ${name}`,
      [
        paidUntil && paidUntil > new Date()
          ? `Tu suscripción al plan ${planName} ya no se renovará. Sigues teniendo acceso hasta el ${longDate(paidUntil)}.`
          : `Tu suscripción al plan ${planName} ha terminado y no se te cobrará más.`,
        'Te esperamos cuando quieras volver: elige un plan y retoma tu práctica donde la dejaste.',
      ],
      { label: 'Ver planes', url },
    ),

  annualReminder: (
    name: string,
    planName: string,
    renewsOn: Date,
    amountCents: number,
    currency: string,
    url: string,
  ): MailContent =>
    mail(
      `Tu plan ${planName} se renueva dentro de 7 días`,
      `Hola, ${name}`,
      [
        `Tu plan ${planName} se renovará el ${longDate(renewsOn)} y te cobraremos ${money(amountCents, currency)}.`,
        'Si no quieres renovarlo, cancela la renovación desde Mi Suscripción antes de esa fecha: seguirás teniendo acceso hasta entonces.',
      ],
      { label: 'Cancelar renovación', url },
    ),

  renewalCancelled: (name: string, planName: string, until: Date, url: string): MailContent =>
    mail(
      `Has cancelado la renovación de tu plan ${planName}`,
      `Hola, ${name}`,
      [
        `Hemos cancelado la renovación de tu plan ${planName}: no se te cobrará más.`,
        `Tu plan sigue disponible hasta el ${longDate(until)}. Hasta entonces puedes reanudar la renovación desde Mi Suscripción.`,
      ],
      { label: 'Ver mi suscripción', url },
    ),

  renewalResumed: (
    name: string,
    planName: string,
    renewsOn: Date,
    amountCents: number,
    currency: string,
    url: string,
  ): MailContent =>
    mail(
      `Has reanudado la renovación de tu plan ${planName}`,
      `Hola, ${name}`,
      [
        `Tu plan ${planName} vuelve a renovarse: el ${longDate(renewsOn)} te cobraremos ${money(amountCents, currency)}.`,
        'Puedes cancelar la renovación cuando quieras desde Mi Suscripción.',
      ],
      { label: 'Ver mi suscripción', url },
    ),

  /** The acknowledgement the withdrawal function owes (Directive (EU) 2023/2673): date and time. */
  withdrawalAcknowledged: (
    name: string,
    planName: string,
    withdrawnAt: Date,
    /** The service's clock (config.timeZone), on which the withdrawal's date and time are stated. */
    timeZone: string,
    refund: { amountCents: number; currency: string; orderId: string },
    url: string,
  ): MailContent =>
    mail(
      `Acuse de recibo de tu desistimiento: plan ${planName}`,
      `Hola, ${name}`,
      [
        `Hemos recibido tu desistimiento del contrato del plan ${planName} el ${dateAndTime(withdrawnAt, timeZone)}.`,
        `Tu plan ha terminado en ese momento y te devolvemos ${money(refund.amountCents, refund.currency)} por el mismo medio de pago (puede tardar de 5 a 10 días en verse en tu cuenta). Referencia de la orden: ${refund.orderId}.`,
        'Guarda este correo como justificante.',
      ],
      { label: 'Ver mi suscripción', url },
    ),
})
