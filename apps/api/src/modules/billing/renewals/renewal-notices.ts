import { addZonedDays } from '../../../lib/period.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { findUserById } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import { claimRenewalNotices } from './provider-subscriptions.repository.ts'
import { renewalCancelToken } from './renewal-cancel-token.ts'
import { planOf } from './renewal-events.ts'

/**
 * The notices before a renewal (issue 32): every renewing plan 3 days before, plans of a year or more
 * also 15 days before. The closer one is claimed first, so a pass that comes late (an outage) sends
 * only the notice that still makes sense.
 */
const NOTICES = [
  { days: 3, annualOnly: false },
  { days: 15, annualOnly: true },
] as const

/** Where the notice's 'Cancelar renovación' leads: the public page, with the signed link token. */
export const renewalCancelUrl = (
  ctx: Pick<BillingContext, 'appUrl' | 'secret'>,
  providerSubscriptionId: string,
) =>
  `${ctx.appUrl}/renovacion/cancelar?token=${encodeURIComponent(renewalCancelToken(ctx.secret, providerSubscriptionId))}`

/**
 * The renewal notices due at `now`, each once per period and kind: due at the renewal's wall-clock
 * time that many calendar days earlier in TIME_ZONE (so across a DST change too), claimed with one
 * conditional update per kind in the transaction that queues the e-mails. Renewing plans the member
 * cancelled, or whose charge is being retried, get none.
 */
export async function sendRenewalNotices(
  ctx: Pick<BillingContext, 'db' | 'appUrl' | 'secret' | 'timeZone'>,
  now: Date,
): Promise<number> {
  return withOutbox(ctx.db, async (tx) => {
    let sent = 0
    for (const notice of NOTICES) {
      const until = addZonedDays(now, notice.days, ctx.timeZone)
      for (const sub of await claimRenewalNotices(tx, { now, until, ...notice })) {
        const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
        if (!user) continue
        await queueMail(
          tx,
          user.email,
          billingTemplates.renewalNotice(
            user.name,
            plan.name,
            sub.currentPeriodEnd,
            sub.amountCents,
            sub.currency,
            ctx.timeZone,
            renewalCancelUrl(ctx, sub.id),
          ),
        )
        sent++
      }
    }
    return sent
  })
}
