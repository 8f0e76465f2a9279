import type { PaymentRecord } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import type { ReactNode } from 'react'
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { DetailItem } from '../../../components/ui/detail-item.tsx'
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
import { formatOrderAmount, formatOrderDate, providerLabel } from '../lib/order-format.ts'

type OrderDetailDialogProps = {
  order: PaymentRecord | null
  onClose: () => void
  /** Issue 32: the order's invoices, composed by the route. */
  invoices?: ((orderId: string) => ReactNode) | undefined
}

/** 'Ver detalles': everything the list knows about one payment. */
export function OrderDetailDialog({ order, onClose, invoices }: OrderDetailDialogProps) {
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
            <DetailItem label={es['adminOrders.detail.user']}>
              {fullNameOf(order) || es['adminOrders.notAvailable']}
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.email']}>
              <span className="break-all">{order.user.email}</span>
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.plan']}>{order.plan.name}</DetailItem>
            <DetailItem label={es['adminOrders.detail.amount']}>
              {formatOrderAmount(order.amount, order.currency)}
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.currency']}>{order.currency || 'USD'}</DetailItem>
            <DetailItem label={es['adminOrders.detail.status']}>
              <OrderStatusBadge status={order.status} kind={order.kind} />
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.provider']}>{providerLabel(order.provider)}</DetailItem>
            <DetailItem label={es['adminOrders.detail.createdAt']}>
              {formatOrderDate(order.createdAt)}
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.updatedAt']}>
              {formatOrderDate(order.updatedAt)}
            </DetailItem>
            <DetailItem label={es['adminOrders.detail.completedAt']}>
              {formatOrderDate(order.completedAt)}
            </DetailItem>
          </dl>
          {invoices ? <div className="mt-6">{invoices(order._id)}</div> : null}
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
