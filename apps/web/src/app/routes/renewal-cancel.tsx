import { formatMoney, type RenewalLink } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useMutation, useQuery } from '@tanstack/react-query'
import { CalendarX2, CircleCheck, CircleX } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { AuthCard } from '../../features/auth/components/auth-card.tsx'
import { cancelRenewalByLink, getRenewalLink } from '../../features/billing/api/renewal-link.ts'
import {
  type CancelReasonAnswer,
  CancelReasonFields,
  cancelReasonBody,
  noCancelReason,
} from '../../features/billing/components/cancel-reason-fields.tsx'
import { ApiError } from '../../lib/api-client.ts'
import type { RouteHandle } from '../../lib/page-title.ts'
import { useUrlSecret } from '../../lib/url-secrets.ts'

export const renewalCancelHandle: RouteHandle = { title: es['renewalLink.pageTitle'] }

/** The renewal date on the service's clock (the one the e-mail stated), in Spanish. */
const dateOf = (link: RenewalLink) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: link.timeZone }).format(
    new Date(link.renewsOn),
  )

/** A refusal (4xx) means the link is not valid or the plan no longer renews; anything else may be retried. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

function SubscriptionButton({ variant }: { variant?: 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to="/panel/suscripcion">{es['renewalLink.subscription']}</Link>
    </Button>
  )
}

/**
 * /renovacion/cancelar?token=…, the renewal notice's one-click link (issue 32): public, no session
 * needed. Opening it only shows the plan and its renewal date (mail scanners follow links); the
 * 'Cancelar renovación' button cancels the renewal at the period's end, sending the answer to the
 * optional '¿Por qué cancelas?' above it when there is one (issue 33: no click added).
 */
export function RenewalCancelRoute() {
  const token = useUrlSecret('token')
  const link = useQuery({
    queryKey: ['renewal-link', token],
    queryFn: ({ signal }) => getRenewalLink(token as string, signal),
    enabled: Boolean(token),
    retry: false,
  })
  // '¿Por qué cancelas?' (issue 33): optional, on this same screen, sent with the one button.
  const [answer, setAnswer] = useState<CancelReasonAnswer>(noCancelReason)
  const cancel = useMutation({
    mutationFn: () => cancelRenewalByLink(token as string, cancelReasonBody(answer)),
  })

  if (!token || refused(link.error) || refused(cancel.error))
    return (
      <AuthCard
        icon={CircleX}
        tone="danger"
        title={es['renewalLink.invalidTitle']}
        description={<p role="alert">{es['renewalLink.invalid']}</p>}
      >
        <SubscriptionButton variant="outline" />
      </AuthCard>
    )
  if (link.isError)
    return (
      <AuthCard
        icon={CircleX}
        tone="danger"
        title={es['renewalLink.failedTitle']}
        description={<p role="alert">{es['renewalLink.failed']}</p>}
      >
        <Button size="lg" onClick={() => void link.refetch()}>
          {es['renewalLink.retry']}
        </Button>
      </AuthCard>
    )
  if (!link.data)
    return (
      <AuthCard icon={CalendarX2} title={es['renewalLink.loading']}>
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-8 text-primary-600" />
        </div>
      </AuthCard>
    )
  const shown = cancel.data ?? link.data
  if (shown.cancelAtPeriodEnd)
    return (
      <AuthCard
        icon={CircleCheck}
        tone="success"
        title={es['renewalLink.doneTitle']}
        description={
          <div role="status" className="flex flex-col gap-2">
            <p className="font-medium text-ink-900">
              {shown.pastDue
                ? t('renewalLink.doneRetrying', { plan: shown.planName })
                : t('renewalLink.done', { plan: shown.planName, date: dateOf(shown) })}
            </p>
            <p>{es['renewalLink.again']}</p>
          </div>
        }
      >
        <SubscriptionButton />
      </AuthCard>
    )
  return (
    <AuthCard
      icon={CalendarX2}
      title={es['renewalLink.title']}
      description={
        <div className="flex flex-col gap-2">
          <p className="font-medium text-ink-900">
            {shown.pastDue
              ? t('renewalLink.retrying', {
                  plan: shown.planName,
                  amount: formatMoney(shown.amount, shown.currency),
                })
              : t('renewalLink.renews', {
                  plan: shown.planName,
                  date: dateOf(shown),
                  amount: formatMoney(shown.amount, shown.currency),
                })}
          </p>
          <p>{shown.pastDue ? es['renewalLink.explainRetrying'] : es['renewalLink.explain']}</p>
          {cancel.isError ? <p role="alert">{es['renewalLink.failed']}</p> : null}
        </div>
      }
    >
      {/* A rule above, not the fieldset's own border: a legend would sit on that line. */}
      <div className="border-t border-ink-100 pt-5">
        <CancelReasonFields value={answer} onChange={setAnswer} disabled={cancel.isPending} />
      </div>
      <Button size="lg" variant="danger" onClick={() => cancel.mutate()} loading={cancel.isPending}>
        {es['renewalLink.cancel']}
      </Button>
    </AuthCard>
  )
}
