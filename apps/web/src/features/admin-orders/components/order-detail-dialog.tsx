import { es, type PaymentRecord, t } from '@sosiego/shared'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { fullNameOf } from '../lib/order-filters.ts'
import { formatOrderAmount, formatOrderDate, providerLabel } from '../lib/orders-csv.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

type OrderDetailDialogProps = { order: PaymentRecord | null; onClose: () => void }

/** 'Ver detalles': everything the list knows about one payment. */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{es['adminOrders.detail.title']}</DialogTitle>
            <DialogDescription className="text-sm break-all">
              {t('adminOrders.detail.description', { id: order._id })}
            </DialogDescription>
          </DialogHeader>
          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Item label={es['adminOrders.detail.user']}>
              {fullNameOf(order) || es['adminOrders.notAvailable']}
            </Item>
            <Item label={es['adminOrders.detail.email']}>
              <span className="break-all">{order.user.email}</span>
            </Item>
            <Item label={es['adminOrders.detail.plan']}>{order.plan.name}</Item>
            <Item label={es['adminOrders.detail.amount']}>
              {formatOrderAmount(order.amount, order.currency)}
            </Item>
            <Item label={es['adminOrders.detail.currency']}>{order.currency || 'USD'}</Item>
            <Item label={es['adminOrders.detail.status']}>
              <OrderStatusBadge status={order.status} />
            </Item>
            <Item label={es['adminOrders.detail.provider']}>{providerLabel(order.provider)}</Item>
            <Item label={es['adminOrders.detail.createdAt']}>{formatOrderDate(order.createdAt)}</Item>
            <Item label={es['adminOrders.detail.updatedAt']}>{formatOrderDate(order.updatedAt)}</Item>
            <Item label={es['adminOrders.detail.completedAt']}>{formatOrderDate(order.completedAt)}</Item>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{es['adminOrders.detail.close']}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  )
}
