import type { MediaItem } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Clock, Film, MessageSquareQuote, Music } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { useContentCategories, useContentMedia, useContentThemes } from '../api/get-content-lists.ts'
import { allOption, filterMedia, themesOfCategory } from '../lib/content-filters.ts'
import type { MediaFileType } from '../lib/content-forms.ts'
import { useConfirmation } from './confirm-dialog.tsx'
import { ActiveSwitch, ContentItem, CoverThumb, EditDeleteActions } from './content-item.tsx'
import { ContentPanel, listState } from './content-panel.tsx'
import { FilterSelect } from './filter-select.tsx'
import type { FormTarget } from './form-dialog.tsx'
import { SegmentedChoice } from './segmented-choice.tsx'
import { type ItemTexts, useItemActions } from './use-item-actions.ts'

const MediaDialog = lazyNamed(() => import('./media-dialog.tsx'), 'MediaDialog')

const texts: Record<MediaFileType, ItemTexts> = {
  audio: {
    updated: 'catalog.audioUpdated',
    deleted: 'catalog.audioDeleted',
    toggleFailed: 'adminContent.toggle.audioFailed',
    deleteFailed: 'adminContent.delete.audioFailed',
    notFound: 'adminContent.delete.audioNotFound',
  },
  video: {
    updated: 'adminContent.saved.videoUpdated',
    deleted: 'adminContent.saved.videoDeleted',
    toggleFailed: 'adminContent.toggle.audioFailed',
    deleteFailed: 'adminContent.delete.audioFailed',
    notFound: 'adminContent.delete.audioNotFound',
  },
}

const panelTexts = {
  audio: {
    search: 'adminContent.media.searchAudios',
    empty: 'adminContent.media.emptyAudios',
    noMatch: 'adminContent.media.noMatchAudios',
  },
  video: {
    search: 'adminContent.media.searchVideos',
    empty: 'adminContent.media.emptyVideos',
    noMatch: 'adminContent.media.noMatchVideos',
  },
} as const

/**
 * 'Audios/Videos': the type toggle, search, category and theme filters (the themes of the chosen
 * category only; changing the category clears the theme), the active switch, add, edit, delete.
 */
export function MediaPanel({ canEdit }: { canEdit: boolean }) {
  const media = useContentMedia()
  const categories = useContentCategories()
  const themes = useContentThemes()
  const [fileType, setFileType] = useState<MediaFileType>('audio')
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState(allOption)
  const [themeId, setThemeId] = useState(allOption)
  const [target, setTarget] = useState<FormTarget<MediaItem>>(null)
  const { ask, dialog } = useConfirmation()
  const { toggle, remove } = useItemActions('audios', ask)
  const deferredSearch = useDeferredValue(search)
  const ofType = useMemo(
    () => (media.data ?? []).filter((item) => item.fileType === fileType),
    [media.data, fileType],
  )
  const shown = useMemo(
    () => filterMedia(ofType, { search: deferredSearch, fileType, categoryId, themeId }),
    [ofType, deferredSearch, fileType, categoryId, themeId],
  )
  const themeOptions = useMemo(
    () => themesOfCategory(themes.data ?? [], categoryId),
    [themes.data, categoryId],
  )
  const typed = panelTexts[fileType]

  return (
    <>
      <ContentPanel
        title={es['adminContent.media.title']}
        search={{
          label: es[typed.search],
          placeholder: es['adminContent.media.searchPlaceholder'],
          value: search,
          onChange: setSearch,
        }}
        controls={
          <>
            <FilterSelect
              label={es['adminContent.filterCategory']}
              allLabel={es['adminContent.allCategories']}
              value={categoryId}
              onChange={(value) => {
                setCategoryId(value)
                setThemeId(allOption)
              }}
              options={categories.data ?? []}
            />
            <FilterSelect
              label={es['adminContent.filterTheme']}
              allLabel={es['adminContent.allThemes']}
              value={themeId}
              onChange={setThemeId}
              options={themeOptions}
            />
          </>
        }
        beforeSearch={
          <SegmentedChoice
            label={es['adminContent.media.type']}
            hideLabel
            value={fileType}
            options={[
              { value: 'audio', label: es['adminContent.media.audios'] },
              { value: 'video', label: es['adminContent.media.videos'] },
            ]}
            onChange={setFileType}
          />
        }
        onAdd={canEdit ? () => setTarget('new') : undefined}
        list={listState(media, shown, ofType)}
        texts={{
          loading: es['adminContent.media.loading'],
          loadFailed: es['adminContent.media.loadFailed'],
          empty: es[typed.empty],
          noMatch: es[typed.noMatch],
        }}
        preview={10}
        step={30}
        layout="list"
        itemKey={(item) => item._id}
        renderItem={(item) => (
          <ContentItem
            name={item.title}
            cover={
              <CoverThumb
                url={item.coverImage?.coverImageUrl}
                icon={item.fileType === 'video' ? Film : Music}
              />
            }
            status={
              <ActiveSwitch
                name={item.title}
                isActive={item.isActive}
                disabled={!canEdit}
                onRequest={(next) => toggle({ _id: item._id, name: item.title }, next, texts[item.fileType])}
              />
            }
            actions={
              canEdit ? (
                <EditDeleteActions
                  name={item.title}
                  onEdit={() => setTarget(item)}
                  onDelete={() => remove({ _id: item._id, name: item.title }, texts[item.fileType])}
                />
              ) : null
            }
          >
            <p className="text-sm text-ink-700">
              <span className="font-medium text-primary-800">{item.theme.category.name}</span>
              <span aria-hidden="true"> · </span>
              <span>{item.theme.name}</span>
            </p>
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-600">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{es['adminContent.media.duration']}</span>
              <span>{formatMinutesSeconds(item.duration)}</span>
              {item.hasCaptions === false ? <MissingCaptions fileType={item.fileType} /> : null}
            </p>
            {item.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-sand-800">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </ContentItem>
        )}
      />
      <Deferred when={target !== null}>
        <MediaDialog target={target} fileType={fileType} onClose={() => setTarget(null)} />
      </Deferred>
      {dialog}
    </>
  )
}

/** 'Sin subtítulos' (issue 34): the item has no WebVTT, so members who cannot hear it have nothing. */
function MissingCaptions({ fileType }: { fileType: MediaFileType }) {
  return (
    <span
      title={es[fileType === 'video' ? 'adminCaptions.missingHint.video' : 'adminCaptions.missingHint.audio']}
      className="ml-1 inline-flex items-center gap-1 rounded-full border border-sand-300 bg-sand-50 px-2 py-0.5 text-xs font-medium text-sand-900"
    >
      <MessageSquareQuote aria-hidden="true" className="size-3.5" />
      {es['adminCaptions.missing']}
    </span>
  )
}
