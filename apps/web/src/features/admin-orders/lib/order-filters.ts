import {
  foldText,
  holdsEveryWord,
  type PaymentRecord,
  paymentOrderStatusValues,
  searchWords,
} from '@sosiego/shared'

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

/**
 * The orders the table shows (spec: search by name plus last name, e-mail and plan name, case
 * insensitive; and the status). One pass, no copies of the records: it runs on every keystroke over
 * thousands of orders.
 */
export function filterOrders(records: readonly PaymentRecord[], filters: OrderFilters): PaymentRecord[] {
  const words = searchWords(filters.search)
  const { status } = filters
  if (words.length === 0 && status === 'all') return records.slice()
  return records.filter((record) => {
    if (status !== 'all' && record.status !== status) return false
    if (words.length === 0) return true
    return holdsEveryWord(foldText(`${fullNameOf(record)}\n${record.user.email}\n${record.plan.name}`), words)
  })
}

export type Page<T> = { items: T[]; page: number; pages: number }

/** One page of `items` (1-based); a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  return { items: items.slice((current - 1) * size, current * size), page: current, pages }
}
