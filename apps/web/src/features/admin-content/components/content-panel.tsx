import { es, t } from '@sosiego/shared/messages/back-office'
import { ChevronDown, ChevronUp, Plus } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { StaleListNotice } from '../../../components/ui/list-states.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { panelWindow, showMore } from '../lib/panel-window.ts'

type ListQuery<Item> = {
  isError: boolean
  isFetching?: boolean
  error: unknown
  data: readonly Item[] | undefined
  refetch: () => unknown
}

type ListState<Item> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** `query`: the list's own query, for the note shown when a refresh failed over cached items. */
  | { status: 'ready'; all: readonly Item[]; shown: readonly Item[]; query: ListQuery<Item> }

type ContentPanelProps<Item> = {
  title: string
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void }
  /** Filters beside the search box. */
  controls?: ReactNode
  /** A toggle above the search box (the audio/video type). */
  beforeSearch?: ReactNode
  /** Shown to admins only (decision 034). */
  onAdd?: () => void
  list: ListState<Item>
  texts: { loading: string; loadFailed: string; empty: string; noMatch: string }
  /** Items in the collapsed panel, and how many more each 'Ver más' adds. */
  preview: number
  step: number
  layout: 'grid' | 'list'
  renderItem: (item: Item) => ReactNode
  itemKey: (item: Item) => string
}

/**
 * One of the four collapsible panels of Gestión de Contenido (spec §2): heading, search, filters,
 * 'Agregar nuevo', then the items — the first few, with 'Ver más' / 'Ver menos', so a catalogue of
 * thousands never renders at once.
 */
export function ContentPanel<Item>({
  title,
  search,
  controls,
  beforeSearch,
  onAdd,
  list,
  texts,
  preview,
  step,
  layout,
  renderItem,
  itemKey,
}: ContentPanelProps<Item>) {
  const headingId = useId()
  const searchId = useId()
  const listId = useId()
  const [shown, setShown] = useState(preview)
  const items = list.status === 'ready' ? list.shown : []
  const window = panelWindow({ total: items.length, shown, preview })

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-sand-50/40 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-baseline gap-2 font-display text-2xl text-ink-950">
          {title}
          {list.status === 'ready' ? (
            <span className="font-sans text-base font-normal text-ink-600">({list.all.length})</span>
          ) : null}
        </h2>
        {onAdd ? (
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {es['adminContent.add']}
          </Button>
        ) : null}
      </div>

      {beforeSearch}
      <search className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:min-w-64">
          <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
            {search.label}
          </label>
          <SearchInput
            id={searchId}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            placeholder={search.placeholder}
          />
        </div>
        {controls}
      </search>

      {list.status === 'ready' ? <StaleListNotice query={list.query} /> : null}
      {list.status === 'pending' ? (
        <div className="flex items-center justify-center gap-3 py-8 text-ink-700" role="status">
          <Spinner className="size-5 text-primary-600" label={null} />
          <span>{texts.loading}</span>
        </div>
      ) : list.status === 'error' ? (
        <Alert tone="danger" role="alert">
          <p>{errorMessage(list.error, texts.loadFailed)}</p>
          <div>
            <Button variant="outline" size="sm" onClick={list.retry}>
              {es['adminContent.retry']}
            </Button>
          </div>
        </Alert>
      ) : list.all.length === 0 ? (
        <EmptyState text={texts.empty} />
      ) : items.length === 0 ? (
        <EmptyState text={texts.noMatch} />
      ) : (
        <>
          <ul
            id={listId}
            className={cn(
              'grid grid-cols-1 gap-3',
              layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'lg:grid-cols-2',
            )}
          >
            {items.slice(0, window.visible).map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
            <p className="text-sm text-ink-600" aria-live="polite">
              {t('adminContent.shown', { count: window.visible, total: items.length })}
            </p>
            {window.canShowMore || window.canShowLess ? (
              <div className="flex gap-2">
                {window.canShowLess ? (
                  <Button variant="ghost" size="sm" aria-controls={listId} onClick={() => setShown(preview)}>
                    <ChevronUp aria-hidden="true" className="size-4" />
                    {es['adminContent.showLess']}
                  </Button>
                ) : null}
                {window.canShowMore ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-controls={listId}
                    onClick={() => setShown(showMore(window.visible, step))}
                  >
                    <ChevronDown aria-hidden="true" className="size-4" />
                    {es['adminContent.showMore']}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}

function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-ink-300 bg-white px-6 py-8 text-center text-ink-700">
      {text}
    </p>
  )
}

/**
 * The panel's list state from its query, the items it lists (`all`, the whole answer unless the
 * panel shows one kind of it) and those left by the search and filters (`shown`).
 */
export function listState<Item>(
  query: ListQuery<Item>,
  shown: readonly Item[],
  all: readonly Item[] | undefined = query.data,
): ListState<Item> {
  if (query.data && all) return { status: 'ready', all, shown, query }
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() }
  return { status: 'pending' }
}
