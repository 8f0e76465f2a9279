import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Film, Music } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { LoadError } from '../../../components/ui/list-states.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { useContentMedia } from '../../admin-content/api/get-content-lists.ts'
import { CoverThumb } from '../../admin-content/components/content-item.tsx'
import { searchMedia } from '../lib/program-form.ts'

/** Results shown at once: the search narrows a catalogue of thousands, it never lists it whole. */
const shownResults = 8

type MediaSearchProps = {
  /** The search box's visible label. */
  label: string
  /** The action on each result: its visible text and its name for assistive technology. */
  action: { label: string; nameOf: (item: MediaItem) => string }
  onPick: (item: MediaItem) => void
  /** Items that cannot be picked again (already a step, the day's item): shown with `label` instead. */
  taken?: { ids: ReadonlySet<string>; label: string }
}

/**
 * A search over the staff's catalogue of audios and videos (the list Gestión de Contenido reads), for
 * adding a program's steps and for planning a day of the calendar.
 */
export function MediaSearch({ label, action, onPick, taken }: MediaSearchProps) {
  const media = useContentMedia()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const found = useMemo(() => searchMedia(media.data ?? [], deferredQuery), [media.data, deferredQuery])
  const searchId = useId()

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        <SearchInput
          id={searchId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Inside a form: Enter searches, it does not send the form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          placeholder={es['adminPrograms.search.placeholder']}
        />
      </div>
      {media.isPending ? (
        <div className="flex items-center gap-3 py-4 text-ink-700" role="status">
          <Spinner className="size-5 text-primary-600" label={null} />
          <span>{es['adminPrograms.search.loading']}</span>
        </div>
      ) : media.isError ? (
        <LoadError
          message={es['adminPrograms.search.failed']}
          retryLabel={es['adminPrograms.retry']}
          onRetry={() => void media.refetch()}
        />
      ) : found.length === 0 ? (
        <p className="text-sm text-ink-700">{es['adminPrograms.search.noMatch']}</p>
      ) : (
        <>
          <ul aria-label={es['adminPrograms.search.resultsLabel']} className="flex flex-col gap-2">
            {found.slice(0, shownResults).map((item) => (
              <li
                key={item._id}
                className="flex items-center gap-3 rounded-lg border border-ink-200 bg-white p-2"
              >
                <CoverThumb
                  url={item.coverImage?.coverImageUrl}
                  icon={item.fileType === 'video' ? Film : Music}
                  className="size-10"
                />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="text-sm font-medium break-words text-ink-950">{item.title}</span>
                  <span className="text-xs text-ink-600">
                    {es[item.fileType === 'video' ? 'adminPrograms.kind.video' : 'adminPrograms.kind.audio']}
                    {' · '}
                    {item.theme.name}
                    {' · '}
                    {formatMinutesSeconds(item.duration)}
                  </span>
                </div>
                {taken?.ids.has(item._id) ? (
                  <span className="shrink-0 text-xs text-ink-600">{taken.label}</span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    aria-label={action.nameOf(item)}
                    onClick={() => onPick(item)}
                  >
                    {action.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {found.length > shownResults ? (
            <p className="text-xs text-ink-600">
              {t('adminPrograms.search.more', { shown: shownResults, total: found.length })}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
