import { formatMoney, renewalEvery, t } from '@sosiego/shared'
import { zoneName } from '../../lib/zone-name.ts'
import { greeting, type MailContent, mail, namedTemplates } from '../../mail/mail.templates.ts'

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(date)

/** An instant the law asks us to state (a request, a withdrawal): on the service's clock, named. */
const dateAndTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'medium', timeZone }).format(date)} (${zoneName(timeZone, date)})`

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency)

/** A charge as its receipt states it (a purchase or a renewal). */
type Receipt = {
  planName: string
  amountCents: number
  currency: string
  paidAt: Date
  orderId: string
  /** The invoice attached to this mail (issue 32), named in its text. */
  invoiceCode?: string | undefined
}

/** The billing e-mails, in Spanish (the catalogue's `mail.*`). Links come from APP_URL only. */
export const billingTemplates = namedTemplates({
  /**
   * The purchase's receipt. With the buyer's request to start at once (issue 27), it is the durable
   * confirmation TRLGDCU art. 98.7 asks for: the request, its date and time, and the withdrawal's
   * pro-rata rule (decision 086).
   */
  paymentReceipt: (
    name: string,
    receipt: Receipt & {
      /** When the buyer asked to start at once, stated on the service's clock (config.timeZone). */
      immediateStart?: { requestedAt: Date; timeZone: string } | null
    },
    subscription: { startDate: Date; endDate: Date | null },
    url: string,
  ): MailContent =>
    mail(
      t('mail.paymentReceipt.subject', { plan: receipt.planName }),
      greeting(name),
      [
        t('mail.paymentReceipt.thanks', {
          amount: formatMoney(receipt.amountCents / 100, receipt.currency),
          plan: receipt.planName,
        }),
        t('mail.paymentReceipt.payment', { date: longDate(receipt.paidAt), orderId: receipt.orderId }),
        subscription.endDate
          ? t('mail.paymentReceipt.period', {
              start: longDate(subscription.startDate),
              end: longDate(subscription.endDate),
            })
          : t('mail.paymentReceipt.periodOpen', { start: longDate(subscription.startDate) }),
        ...(receipt.immediateStart
          ? [
              t('mail.paymentReceipt.immediateStart', {
                dateTime: dateAndTime(receipt.immediateStart.requestedAt, receipt.immediateStart.timeZone),
              }),
              t('mail.paymentReceipt.withdrawalRule'),
            ]
          : []),
        ...(receipt.invoiceCode ? [t('mail.invoiceAttached', { code: receipt.invoiceCode })] : []),
      ],
      { label: t('mail.paymentReceipt.action'), url },
    ),

  /**
   * A purchase that keeps the trial (issue 32, decision 115): nothing charged today, the trial's end,
   * the first charge then and the renewal, the buyer's request with its date and time, and what a
   * withdrawal costs before and after that charge. Dates on the service's clock.
   */
  keptTrialPurchase: (
    name: string,
    purchase: {
      planName: string
      amountCents: number
      currency: string
      durationDays: number
      firstChargeAt: Date
      requestedAt: Date
      withdrawableUntil: Date
      orderId: string
      timeZone: string
    },
    url: string,
  ): MailContent => {
    const day = (date: Date) =>
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: purchase.timeZone }).format(date)
    return mail(
      t('mail.keptTrial.subject', { plan: purchase.planName }),
      greeting(name),
      [
        t('mail.keptTrial.nothingToday', { plan: purchase.planName, date: day(purchase.firstChargeAt) }),
        t('mail.keptTrial.firstCharge', {
          amount: money(purchase.amountCents, purchase.currency),
          every: renewalEvery(purchase.durationDays),
        }),
        t('mail.keptTrial.request', { dateTime: dateAndTime(purchase.requestedAt, purchase.timeZone) }),
        t('mail.keptTrial.withdrawal', { until: day(purchase.withdrawableUntil) }),
        t('mail.keptTrial.order', { orderId: purchase.orderId }),
      ],
      { label: t('mail.keptTrial.action'), url },
    )
  },

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
      t('mail.trialConfirm.subject'),
      greeting(name),
      [
        t('mail.trialConfirm.intro', { plan: plan.name, days: plan.durationDays }),
        // Issue 32: what happens at the trial's end, said when it starts.
        t('mail.trial.noCharge'),
        kind === 'setPassword' ? t('mail.trialConfirm.setPassword') : t('mail.trialConfirm.verify'),
      ],
      kind === 'setPassword'
        ? { label: t('mail.trialConfirm.setPasswordAction'), url }
        : { label: t('mail.trialConfirm.verifyAction'), url },
    ),

  trialForExistingAccount: (name: string, planName: string, activated: boolean, url: string): MailContent =>
    mail(
      activated
        ? t('mail.trialForExistingAccount.activatedSubject')
        : t('mail.trialForExistingAccount.refusedSubject'),
      greeting(name),
      activated
        ? [
            t('mail.trialForExistingAccount.activated', { plan: planName }),
            t('mail.trial.noCharge'),
            t('mail.trialForExistingAccount.activatedSignIn'),
          ]
        : [t('mail.trialForExistingAccount.refused'), t('mail.trialForExistingAccount.refusedSignIn')],
      { label: t('mail.trialForExistingAccount.action'), url },
    ),

  endingSoon: (name: string, planName: string, endDate: Date, url: string): MailContent =>
    mail(
      t('mail.endingSoon.subject', { plan: planName }),
      greeting(name),
      [t('mail.endingSoon.ends', { plan: planName, date: longDate(endDate) }), t('mail.endingSoon.renew')],
      { label: t('mail.endingSoon.action'), url },
    ),

  /**
   * Issue 32: the trial's reminder 3 days before it ends (the scheduler's ending notice, for the
   * trial): nothing is charged, and the plans to go on with — names, prices and periods.
   */
  trialEnding: (
    name: string,
    endDate: Date,
    timeZone: string,
    plans: { name: string; priceCents: number; currency: string; durationDays: number; plusTax?: boolean }[],
    url: string,
  ): MailContent => {
    const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone }).format(endDate)
    const period = (days: number) =>
      days === 365
        ? t('mail.trialEnding.year')
        : days >= 28 && days <= 31
          ? t('mail.trialEnding.month')
          : t('mail.trialEnding.days', { days })
    return mail(
      t('mail.trialEnding.subject', { date }),
      greeting(name),
      [
        t('mail.trialEnding.ends', { date }),
        t('mail.trialEnding.noCharge'),
        ...(plans.length > 0 ? [t('mail.trialEnding.plans')] : []),
        ...plans.map((plan) =>
          t('mail.trialEnding.plan', {
            plan: plan.name,
            price: plan.plusTax
              ? `${money(plan.priceCents, plan.currency)} ${t('checkout.plusTax')}`
              : money(plan.priceCents, plan.currency),
            period: period(plan.durationDays),
          }),
        ),
      ],
      { label: t('mail.trialEnding.action'), url },
    )
  },

  expired: (name: string, planName: string, url: string): MailContent =>
    mail(
      t('mail.expired.subject', { plan: planName }),
      greeting(name),
      [t('mail.expired.ended', { plan: planName }), t('mail.expired.comeBack')],
      { label: t('mail.expired.action'), url },
    ),

  /** Issue 18: a renewing plan charged again. */
  renewalReceipt: (name: string, receipt: Receipt, paidUntil: Date, url: string): MailContent =>
    mail(
      t('mail.renewalReceipt.subject', { plan: receipt.planName }),
      greeting(name),
      [
        t('mail.renewalReceipt.charged', {
          amount: money(receipt.amountCents, receipt.currency),
          plan: receipt.planName,
        }),
        t('mail.renewalReceipt.payment', { date: longDate(receipt.paidAt), orderId: receipt.orderId }),
        t('mail.renewalReceipt.paidUntil', { date: longDate(paidUntil) }),
        ...(receipt.invoiceCode ? [t('mail.invoiceAttached', { code: receipt.invoiceCode })] : []),
      ],
      { label: t('mail.renewalReceipt.action'), url },
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
      t('mail.paymentDeclined.subject', { plan: planName }),
      greeting(name),
      [
        t('mail.paymentDeclined.declined', { amount: money(amountCents, currency), plan: planName }),
        nextAttempt
          ? t('mail.paymentDeclined.retry', { date: longDate(nextAttempt) })
          : t('mail.paymentDeclined.noRetry'),
      ],
      { label: t('mail.paymentDeclined.action'), url },
    ),

  subscriptionEnded: (name: string, planName: string, paidUntil: Date | null, url: string): MailContent =>
    mail(
      t('mail.subscriptionEnded.subject', { plan: planName }),
      greeting(name),
      [
        paidUntil && paidUntil > new Date()
          ? t('mail.subscriptionEnded.paidUntil', { plan: planName, date: longDate(paidUntil) })
          : t('mail.subscriptionEnded.ended', { plan: planName }),
        t('mail.subscriptionEnded.comeBack'),
      ],
      { label: t('mail.subscriptionEnded.action'), url },
    ),

  /**
   * Issue 32: the notice before a renewal (monthly plans 3 days before, annual 15 and 3), with the
   * amount, the date on the service's clock and the one-click 'Cancelar renovación' link. A service
   * message: it goes whatever the member chose about other e-mails.
   */
  renewalNotice: (
    name: string,
    planName: string,
    renewsOn: Date,
    amountCents: number,
    currency: string,
    timeZone: string,
    cancelUrl: string,
  ): MailContent => {
    const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone }).format(renewsOn)
    return mail(
      t('mail.renewalNotice.subject', { plan: planName, date }),
      greeting(name),
      [
        t('mail.renewalNotice.renews', { plan: planName, date, amount: money(amountCents, currency) }),
        t('mail.renewalNotice.keep'),
        t('mail.renewalNotice.cancel', { date }),
      ],
      { label: t('mail.renewalNotice.action'), url: cancelUrl },
    )
  },

  renewalCancelled: (name: string, planName: string, until: Date, url: string): MailContent =>
    mail(
      t('mail.renewalCancelled.subject', { plan: planName }),
      greeting(name),
      [
        t('mail.renewalCancelled.cancelled', { plan: planName }),
        t('mail.renewalCancelled.until', { date: longDate(until) }),
      ],
      { label: t('mail.renewalCancelled.action'), url },
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
      t('mail.renewalResumed.subject', { plan: planName }),
      greeting(name),
      [
        t('mail.renewalResumed.resumed', {
          plan: planName,
          date: longDate(renewsOn),
          amount: money(amountCents, currency),
        }),
        t('mail.renewalResumed.cancelAnytime'),
      ],
      { label: t('mail.renewalResumed.action'), url },
    ),

  /** The acknowledgement the withdrawal function owes (Directive (EU) 2023/2673): date and time. */
  withdrawalAcknowledged: (
    name: string,
    planName: string,
    withdrawnAt: Date,
    /** The service's clock (config.timeZone), on which the withdrawal's date and time are stated. */
    timeZone: string,
    refund: { amountCents: number; currency: string; orderId: string; invoiceCode?: string | undefined },
    url: string,
  ): MailContent =>
    mail(
      t('mail.withdrawalAcknowledged.subject', { plan: planName }),
      greeting(name),
      [
        t('mail.withdrawalAcknowledged.received', {
          plan: planName,
          dateTime: dateAndTime(withdrawnAt, timeZone),
        }),
        t('mail.withdrawalAcknowledged.refund', {
          amount: money(refund.amountCents, refund.currency),
          orderId: refund.orderId,
        }),
        t('mail.withdrawalAcknowledged.keep'),
        ...(refund.invoiceCode ? [t('mail.rectifyingInvoiceAttached', { code: refund.invoiceCode })] : []),
      ],
      { label: t('mail.withdrawalAcknowledged.action'), url },
    ),

  /** Issue 32: a refund made at the provider (staff, in Stripe's dashboard), with its rectifying invoice. */
  providerRefund: (
    name: string,
    planName: string,
    refund: { amountCents: number; currency: string; invoiceCode: string },
    url: string,
  ): MailContent =>
    mail(
      t('mail.providerRefund.subject', { amount: money(refund.amountCents, refund.currency) }),
      greeting(name),
      [
        t('mail.providerRefund.refunded', {
          amount: money(refund.amountCents, refund.currency),
          plan: planName,
        }),
        t('mail.rectifyingInvoiceAttached', { code: refund.invoiceCode }),
      ],
      { label: t('mail.providerRefund.action'), url },
    ),
})
