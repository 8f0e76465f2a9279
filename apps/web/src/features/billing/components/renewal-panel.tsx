import { formatMoney, type RenewalState } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CreditCard, RotateCcw, Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useChangeRenewal } from '../api/change-renewal.ts'
import { renewalStateQueryKey, useRenewalState } from '../api/get-renewal-state.ts'
import { openBillingPortal } from '../api/open-billing-portal.ts'
import { withdrawFromContract } from '../api/withdraw.ts'
import { subscriptionDate } from '../lib/my-subscription.ts'
import {
  type CancelReasonAnswer,
  CancelReasonFields,
  cancelReasonBody,
  noCancelReason,
} from './cancel-reason-fields.tsx'

type RenewalPanelProps = {
  /** A plan is in force: only then is there anything to renew or withdraw from. */
  enabled: boolean
  /** After a withdrawal the plan is gone: the session user must say so. */
  revalidateSession: () => Promise<void>
}

const amountOf = (state: RenewalState) =>
  state.amount !== null && state.currency ? formatMoney(state.amount, state.currency) : ''
/** What a withdrawal now gives back (decision 086: the days not yet begun), as the server computed it. */
const refundOf = (state: RenewalState) =>
  state.withdrawalRefundAmount !== null && state.withdrawalCurrency
    ? formatMoney(state.withdrawalRefundAmount, state.withdrawalCurrency)
    : ''

/**
 * Mi Suscripción's renewal and withdrawal (issue 18): 'Cancelar renovación' in two clicks (the button,
 * then the confirmation that says until when the plan stays usable and asks, optionally and on the
 * same screen, '¿Por qué cancelas?' — issue 33, no click added), 'Reanudar' in one until the
 * period ends, the card at the provider's portal, and 'Desistir del contrato' during the 14 days
 * after a purchase with its own confirmation step (Directive (EU) 2023/2673), which says how much
 * comes back before the member confirms (issue 27).
 */
export function RenewalPanel({ enabled, revalidateSession }: RenewalPanelProps) {
  const { data: state } = useRenewalState(enabled)
  const change = useChangeRenewal()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<'cancel' | 'withdraw' | null>(null)
  const [withdrawing, setWithdrawing] = useState(false)
  const [openingPortal, setOpeningPortal] = useState(false)
  const [answer, setAnswer] = useState<CancelReasonAnswer>(noCancelReason)
  const headingId = useId()
  if (!enabled || !state || (!state.renews && !state.withdrawableUntil)) return null
  const paidUntil = state.paidUntil ? subscriptionDate(state.paidUntil) : ''

  const cancelRenewal = async () => {
    try {
      await change.mutateAsync({ action: 'cancel', reason: cancelReasonBody(answer) })
      notify.success(t('subscription.renewal.cancelledUntil', { date: paidUntil }))
      setConfirming(null)
    } catch (error) {
      notify.error(errorMessage(error, es['subscription.renewal.failed']))
    }
  }
  const resume = async () => {
    try {
      await change.mutateAsync({ action: 'resume' })
      notify.success(es['payments.renewalResumed'])
    } catch (error) {
      notify.error(errorMessage(error, es['subscription.renewal.failed']))
    }
  }
  const withdraw = async () => {
    setWithdrawing(true)
    try {
      const done = await withdrawFromContract()
      notify.success(done.message)
      setConfirming(null)
      await queryClient.invalidateQueries({ queryKey: renewalStateQueryKey })
      await revalidateSession()
    } catch (error) {
      notify.error(errorMessage(error, es['subscription.withdraw.failed']))
    } finally {
      setWithdrawing(false)
    }
  }
  const updateCard = async () => {
    setOpeningPortal(true)
    try {
      window.location.assign(await openBillingPortal())
    } catch (error) {
      notify.error(errorMessage(error, es['subscription.renewal.failed']))
      setOpeningPortal(false)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-ink-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id={headingId} className="font-display text-2xl text-ink-950">
        {es['subscription.renewal.title']}
      </h2>
      {state.renews ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-start gap-3 text-ink-800">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <span>
              {state.cancelAtPeriodEnd
                ? t('subscription.renewal.cancelledUntil', { date: paidUntil })
                : t('subscription.renewal.renewsOn', { date: paidUntil, amount: amountOf(state) })}
            </span>
          </p>
          {state.pastDue ? (
            <p role="status" className="rounded-xl bg-danger-50 px-4 py-3 text-danger-700">
              {es['subscription.renewal.pastDue']}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {state.cancelAtPeriodEnd ? (
              <Button size="lg" onClick={resume} loading={change.isPending}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {es['subscription.renewal.resume']}
              </Button>
            ) : (
              <Button
                size="lg"
                variant="outline"
                onClick={() => {
                  setAnswer(noCancelReason)
                  setConfirming('cancel')
                }}
              >
                {es['subscription.renewal.cancel']}
              </Button>
            )}
            {state.canUpdateCard ? (
              <Button size="lg" variant="outline" onClick={updateCard} loading={openingPortal}>
                <CreditCard aria-hidden="true" className="size-4" />
                {es['subscription.renewal.updateCard']}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {state.withdrawableUntil ? (
        <div className="flex flex-col gap-3 border-t border-ink-100 pt-5">
          <p className="text-ink-700">
            {t('subscription.withdraw.hint', {
              date: subscriptionDate(state.withdrawableUntil),
              amount: refundOf(state),
            })}
          </p>
          <div>
            <Button size="lg" variant="danger" onClick={() => setConfirming('withdraw')}>
              <Undo2 aria-hidden="true" className="size-4" />
              {es['subscription.withdraw.button']}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={es['subscription.renewal.cancelTitle']}
        description={t('subscription.renewal.cancelBody', { date: paidUntil })}
        confirmLabel={es['subscription.renewal.cancelConfirm']}
        cancelLabel={es['subscription.renewal.keep']}
        wide
        busy={change.isPending}
        onConfirm={cancelRenewal}
        onCancel={() => setConfirming(null)}
      >
        <CancelReasonFields value={answer} onChange={setAnswer} disabled={change.isPending} />
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'withdraw'}
        title={es['subscription.withdraw.title']}
        description={t('subscription.withdraw.body', { amount: refundOf(state) })}
        confirmLabel={es['subscription.withdraw.confirm']}
        cancelLabel={es['subscription.withdraw.back']}
        wide
        busy={withdrawing}
        onConfirm={withdraw}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}
