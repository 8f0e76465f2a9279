import { formatMoney } from '@sosiego/shared'
import { type MailContent, mail, namedTemplates } from '../mail/mail.templates.ts'

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(date)

/** The billing e-mails, in Spanish. Links come from APP_URL only. */
export const billingTemplates = namedTemplates({
  paymentReceipt: (
    name: string,
    receipt: { planName: string; amountCents: number; currency: string; paidAt: Date; orderId: string },
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
})
