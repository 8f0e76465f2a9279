import type { PaymentRecord } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Download, Eye } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { OrderStatusBadge, orderStatusLabel } from '../../../components/order-status-badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { EmptyState, LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pager } from '../../../components/ui/pager.tsx'
import { RefreshButton } from '../../../components/ui/refresh-button.tsx'
import { SearchField } from '../../../components/ui/search-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { searchDelayMs, useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { downloadOrdersCsv } from '../api/download-orders-csv.ts'
import { usePaymentRecords } from '../api/get-payment-records.ts'
import {
  fullNameOf,
  hasActiveFilters,
  initialsOf,
  isOrderStatus,
  type OrderStatusFilter,
  orderStatusOptions,
} from '../lib/order-filters.ts'
import { formatOrderAmount, formatOrderDate } from '../lib/order-format.ts'
import { OrderDetailDialog } from './order-detail-dialog.tsx'

/** Rows per page, asked of the server (decision 070): one page travels, whatever the number of orders. */
export const ordersPageSize = 25

const statusOptions = [
  { value: 'all', label: es['adminOrders.allStatuses'] },
  ...orderStatusOptions.map((option) => ({ value: option, label: orderStatusLabel(option) })),
]

/** /admin/logs-ordenes (back-office spec, Órdenes): admin and crmUser, read only (decision 031). */
export function OrdersPage({
  invoiceBook,
  orderInvoices,
}: {
  /** Issue 32: 'Libro de facturas', composed by the route (features do not import each other). */
  invoiceBook?: ReactNode
  /** Issue 32: an order's invoices in its detail. */
  orderInvoices?: (orderId: string) => ReactNode
} = {}) {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<OrderStatusFilter>('all')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<PaymentRecord | null>(null)
  const wide = useWideScreen()
  // The server filters: a search goes out once typing pauses, not once a key.
  const settledSearch = useDebouncedValue(search, searchDelayMs)
  const records = usePaymentRecords({ search: settledSearch, status }, page, ordersPageSize)

  const answer = records.data
  const items = answer?.data
  const pagination = answer?.pagination
  const total = pagination?.total ?? items?.length ?? 0
  const allTotal = pagination?.allTotal ?? total
  const pages = pagination?.pages ?? 1
  const filtering = hasActiveFilters({ search, status })

  // Orders may go while a later page is open (or a refresh finds fewer): show the last page instead.
  useEffect(() => {
    if (pagination && page > pagination.pages) setPage(pagination.pages)
  }, [pagination, page])

  const refresh = async () => {
    const result = await records.refetch()
    if (result.isError && answer) toastError(result.error, es['adminOrders.loadFailed'])
  }

  const clearFilters = () => {
    setSearch('')
    setStatus('all')
    setPage(1)
  }

  const [exporting, setExporting] = useState(false)
  // The server writes ordenes.csv from the same filters (the whole set, not the loaded list).
  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadOrdersCsv({ search, status })
      notify.success(es['adminOrders.exported'])
    } catch (error) {
      toastError(error, es['adminOrders.exportFailed'])
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={es['adminOrders.title']}
        description={answer ? t('adminOrders.description', { count: total, total: allTotal }) : null}
        actions={
          <>
            <RefreshButton
              label={es['adminOrders.refresh']}
              fetching={records.isFetching}
              onRefresh={() => void refresh()}
            />
            {invoiceBook}
            <Button onClick={() => void exportCsv()} disabled={total === 0 || exporting}>
              <Download aria-hidden="true" className="size-4" />
              {es['adminOrders.export']}
            </Button>
          </>
        }
      />

      <FilterBar clear={filtering ? { label: es['adminOrders.clearFilters'], onClear: clearFilters } : null}>
        <SearchField
          label={es['adminOrders.search']}
          className="flex-1"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
          placeholder={es['adminOrders.searchPlaceholder']}
        />
        <SelectField
          label={es['adminOrders.statusFilter']}
          value={status}
          onChange={(value) => {
            setStatus(isOrderStatus(value) ? value : 'all')
            setPage(1)
          }}
          options={statusOptions}
        />
      </FilterBar>

      <StaleListNotice query={records} />
      {records.isPending ? (
        <LoadingState text={es['adminOrders.loading']} />
      ) : records.isError && !answer ? (
        <LoadError
          message={errorMessage(records.error, es['adminOrders.loadFailed'])}
          retryLabel={es['adminOrders.retry']}
          onRetry={() => void records.refetch()}
        />
      ) : !items || allTotal === 0 ? (
        <EmptyState text={es['adminOrders.empty']} />
      ) : items.length === 0 ? (
        <EmptyState text={es['adminOrders.emptyFiltered']} />
      ) : (
        <>
          {wide ? (
            // Positioned, so the visually hidden caption and header stay inside the scrolling box.
            <Table className="relative">
              <TableCaption className="sr-only">{es['adminOrders.caption']}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{es['adminOrders.column.user']}</TableHead>
                  <TableHead>{es['adminOrders.column.plan']}</TableHead>
                  <TableHead>{es['adminOrders.column.amount']}</TableHead>
                  <TableHead>{es['adminOrders.column.status']}</TableHead>
                  <TableHead>{es['adminOrders.column.date']}</TableHead>
                  <TableHead>
                    <span className="sr-only">{es['adminOrders.column.actions']}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((order) => (
                  <OrderRow key={order._id} order={order} onOpen={() => setSelected(order)} />
                ))}
              </TableBody>
            </Table>
          ) : (
            // On a phone the six columns would scroll sideways and hide amount, status and date.
            <ul aria-label={es['adminOrders.caption']} className="flex flex-col gap-3">
              {items.map((order) => (
                <OrderCard key={order._id} order={order} onOpen={() => setSelected(order)} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <Pager
              label={es['adminOrders.pagination']}
              page={page}
              pages={pages}
              onPageChange={setPage}
              status={t('adminOrders.page', { page, pages })}
              previousLabel={es['adminOrders.previous']}
              nextLabel={es['adminOrders.next']}
            />
          ) : null}
        </>
      )}

      <OrderDetailDialog order={selected} onClose={() => setSelected(null)} invoices={orderInvoices} />
    </div>
  )
}

function Buyer({ order, className }: { order: PaymentRecord; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-800"
      >
        {initialsOf(order)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-950">
          {fullNameOf(order) || es['adminOrders.notAvailable']}
        </p>
        <p className="truncate text-ink-600">{order.user.email}</p>
      </div>
    </div>
  )
}

function ViewDetails({
  order,
  onOpen,
  className,
}: {
  order: PaymentRecord
  onOpen: () => void
  className?: string
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onOpen}
      className={className}
      aria-label={t('adminOrders.viewDetailsOf', { name: fullNameOf(order) || order.user.email })}
    >
      <Eye aria-hidden="true" className="size-4" />
      <span>{es['adminOrders.viewDetails']}</span>
    </Button>
  )
}

/** One order on a phone: the table's columns as labelled lines, nothing cut off. */
function OrderCard({ order, onOpen }: { order: PaymentRecord; onOpen: () => void }) {
  const fields: [string, ReactNode][] = [
    [es['adminOrders.column.plan'], order.plan.name],
    [es['adminOrders.column.amount'], formatOrderAmount(order.amount, order.currency)],
    [es['adminOrders.column.status'], <OrderStatusBadge key="status" status={order.status} />],
    [es['adminOrders.column.date'], formatOrderDate(order.createdAt)],
  ]
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm shadow-soft">
      <Buyer order={order} />
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd className="min-w-0 text-right font-medium text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ViewDetails order={order} onOpen={onOpen} className="self-end" />
    </li>
  )
}

/**
 * One order from 768 px. Beside the sidebar at 1280 px the row has about 920 px: the buyer is
 * narrower than before and the plan and the date may wrap, so 'Ver detalles' stays inside the table's
 * box instead of being scrolled out of it.
 */
function OrderRow({ order, onOpen }: { order: PaymentRecord; onOpen: () => void }) {
  return (
    <TableRow>
      <TableCell>
        <Buyer order={order} className="w-52 xl:w-60" />
      </TableCell>
      <TableCell>{order.plan.name}</TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        {formatOrderAmount(order.amount, order.currency)}
      </TableCell>
      <TableCell>
        <OrderStatusBadge status={order.status} kind={order.kind} />
      </TableCell>
      <TableCell className="tabular-nums">{formatOrderDate(order.createdAt)}</TableCell>
      <TableCell className="text-right">
        <ViewDetails order={order} onOpen={onOpen} />
      </TableCell>
    </TableRow>
  )
}
