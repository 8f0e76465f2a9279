import { es } from '@sosiego/shared/messages/panel'

type StatusKey = 'active' | 'inactive' | 'expired' | 'cancelled' | 'pending' | 'completed'
const statusKeys: Record<StatusKey, keyof typeof es> = {
  active: 'subscription.status.active',
  inactive: 'subscription.status.inactive',
  expired: 'subscription.status.expired',
  cancelled: 'subscription.status.cancelled',
  pending: 'subscription.status.pending',
  completed: 'subscription.status.completed',
}

/** The status badge's text (the spec names the statuses, not their Spanish words: decision 032). */
export function subscriptionStatusLabel(status: string): string {
  return status in statusKeys ? es[statusKeys[status as StatusKey]] : status
}

export type StatusTone = 'success' | 'primary' | 'neutral' | 'danger'

export function subscriptionStatusTone(status: string): StatusTone {
  if (status === 'active') return 'success'
  if (status === 'pending') return 'primary'
  if (status === 'expired' || status === 'cancelled') return 'danger'
  return 'neutral'
}

/** Mi Suscripción's history: the subscriptions whose plan differs from the active one (spec §2). */
export function subscriptionHistory<Subscription extends { plan: { _id: string } }>(
  subscriptions: readonly Subscription[],
  active: { plan: { _id: string } } | null | undefined,
): Subscription[] {
  return subscriptions.filter((subscription) => subscription.plan._id !== active?.plan._id)
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' })

/** A subscription's dates as Mi Suscripción shows them, in the reader's time zone. */
export function subscriptionDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}
