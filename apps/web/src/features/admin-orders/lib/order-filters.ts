import { type PaymentRecord, paymentOrderStatusValues } from '@sosiego/shared'

export type OrderStatus = PaymentRecord['status']
/** 'all' or one status; what the status filter holds. */
export type OrderStatusFilter = OrderStatus | 'all'
export type OrderFilters = { search: string; status: OrderStatusFilter }

export const noOrderFilters: OrderFilters = { search: '', status: 'all' }

/** The filter's options in the spec's order (section 4). */
export const orderStatusOptions: readonly OrderStatus[] = [
  'completed',
  'intent_created',
  'expired',
  'failed',
  'canceled',
]

export function isOrderStatus(value: string): value is OrderStatus {
  return (paymentOrderStatusValues as readonly string[]).includes(value)
}

export function fullNameOf(record: Pick<PaymentRecord, 'user'>): string {
  return [record.user.name, record.user.lastName].filter(Boolean).join(' ')
}

/** Up to two letters: the first of the name and of the last name. */
export function initialsOf(record: Pick<PaymentRecord, 'user'>): string {
  const letters = [record.user.name, record.user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('')
  return (letters || record.user.email.charAt(0) || '?').toUpperCase()
}

export function hasActiveFilters(filters: OrderFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all'
}
