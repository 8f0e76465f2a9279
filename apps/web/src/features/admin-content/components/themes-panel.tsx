import type { Theme } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Tags } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useContentCategories, useContentThemes } from '../api/get-content-lists.ts'
import { allOption, filterThemes } from '../lib/content-filters.ts'
import { useConfirmation } from './confirm-dialog.tsx'
import { ActiveSwitch, ContentItem, CoverThumb, EditDeleteActions } from './content-item.tsx'
import { ContentPanel, listState } from './content-panel.tsx'
import { FilterSelect } from './filter-select.tsx'
import type { FormTarget } from './form-dialog.tsx'
import { type ItemTexts, useItemActions } from './use-item-actions.ts'

const ThemeDialog = lazyNamed(() => import('./theme-dialog.tsx'), 'ThemeDialog')

const texts: ItemTexts = {
  updated: 'catalog.themeUpdated',
  deleted: 'catalog.themeDeleted',
  toggleFailed: 'adminContent.toggle.themeFailed',
  deleteFailed: 'adminContent.delete.themeFailed',
}

/** 'Temas': search, the category filter, the active switch, add, edit and delete. */
export function ThemesPanel({ canEdit }: { canEdit: boolean }) {
  const themes = useContentThemes()
  const categories = useContentCategories()
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState(allOption)
  const [target, setTarget] = useState<FormTarget<Theme>>(null)
  const { ask, dialog } = useConfirmation()
  const { toggle, remove } = useItemActions('themes', ask)
  const deferredSearch = useDeferredValue(search)
  const shown = useMemo(
    () => filterThemes(themes.data ?? [], { search: deferredSearch, categoryId }),
    [themes.data, deferredSearch, categoryId],
  )

  return (
    <>
      <ContentPanel
        title={es['adminContent.themes.title']}
        search={{
          label: es['adminContent.themes.search'],
          placeholder: es['adminContent.themes.searchPlaceholder'],
          value: search,
          onChange: setSearch,
        }}
        controls={
          <FilterSelect
            label={es['adminContent.filterCategory']}
            allLabel={es['adminContent.allCategories']}
            value={categoryId}
            onChange={setCategoryId}
            options={categories.data ?? []}
          />
        }
        onAdd={canEdit ? () => setTarget('new') : undefined}
        list={listState(themes, shown)}
        texts={{
          loading: es['adminContent.themes.loading'],
          loadFailed: es['adminContent.themes.loadFailed'],
          empty: es['adminContent.themes.empty'],
          noMatch: es['adminContent.themes.noMatch'],
        }}
        preview={6}
        step={24}
        layout="grid"
        itemKey={(theme) => theme._id}
        renderItem={(theme) => (
          <ContentItem
            name={theme.name}
            cover={<CoverThumb url={theme.coverImage?.coverImageUrl} icon={Tags} />}
            status={
              <ActiveSwitch
                name={theme.name}
                isActive={theme.isActive}
                disabled={!canEdit}
                onRequest={(next) => toggle({ _id: theme._id, name: theme.name }, next, texts)}
              />
            }
            actions={
              canEdit ? (
                <EditDeleteActions
                  name={theme.name}
                  onEdit={() => setTarget(theme)}
                  onDelete={() => remove({ _id: theme._id, name: theme.name }, texts)}
                />
              ) : null
            }
          >
            <p className="text-sm font-medium text-primary-800">{theme.category.name}</p>
            <p className="line-clamp-2 text-sm text-ink-600">{theme.description}</p>
          </ContentItem>
        )}
      />
      <Deferred when={target !== null}>
        <ThemeDialog target={target} onClose={() => setTarget(null)} />
      </Deferred>
      {dialog}
    </>
  )
}
