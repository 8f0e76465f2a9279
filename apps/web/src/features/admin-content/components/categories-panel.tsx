import type { Category } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Folder } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useContentCategories } from '../api/get-content-lists.ts'
import { filterCategories } from '../lib/content-filters.ts'
import { useConfirmation } from './confirm-dialog.tsx'
import { ActiveSwitch, ContentItem, CoverThumb, EditDeleteActions } from './content-item.tsx'
import { ContentPanel, listState } from './content-panel.tsx'
import type { FormTarget } from './form-dialog.tsx'
import { type ItemTexts, useItemActions } from './use-item-actions.ts'

const CategoryDialog = lazyNamed(() => import('./category-dialog.tsx'), 'CategoryDialog')

const texts: ItemTexts = {
  updated: 'catalog.categoryUpdated',
  deleted: 'catalog.categoryDeleted',
  toggleFailed: 'adminContent.toggle.categoryFailed',
  deleteFailed: 'adminContent.delete.categoryFailed',
}

/** 'Categorías': search, the active switch, add, edit and delete. */
export function CategoriesPanel({ canEdit }: { canEdit: boolean }) {
  const categories = useContentCategories()
  const [search, setSearch] = useState('')
  const [target, setTarget] = useState<FormTarget<Category>>(null)
  const { ask, dialog } = useConfirmation()
  const { toggle, remove } = useItemActions('categories', ask)
  const deferredSearch = useDeferredValue(search)
  const shown = useMemo(
    () => filterCategories(categories.data ?? [], deferredSearch),
    [categories.data, deferredSearch],
  )

  return (
    <>
      <ContentPanel
        title={es['adminContent.categories.title']}
        search={{
          label: es['adminContent.categories.search'],
          placeholder: es['adminContent.categories.searchPlaceholder'],
          value: search,
          onChange: setSearch,
        }}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        list={listState(categories, shown)}
        texts={{
          loading: es['adminContent.categories.loading'],
          loadFailed: es['adminContent.categories.loadFailed'],
          empty: es['adminContent.categories.empty'],
          noMatch: es['adminContent.categories.noMatch'],
        }}
        preview={6}
        step={24}
        layout="grid"
        itemKey={(category) => category._id}
        renderItem={(category) => (
          <ContentItem
            name={category.name}
            cover={<CoverThumb url={category.coverImage?.coverImageUrl} icon={Folder} />}
            status={
              <ActiveSwitch
                name={category.name}
                isActive={category.isActive}
                disabled={!canEdit}
                onRequest={(next) => toggle({ _id: category._id, name: category.name }, next, texts)}
              />
            }
            actions={
              canEdit ? (
                <EditDeleteActions
                  name={category.name}
                  onEdit={() => setTarget(category)}
                  onDelete={() => remove({ _id: category._id, name: category.name }, texts)}
                />
              ) : null
            }
          >
            <p className="line-clamp-2 text-sm text-ink-600">{category.description}</p>
          </ContentItem>
        )}
      />
      <Deferred when={target !== null}>
        <CategoryDialog target={target} onClose={() => setTarget(null)} />
      </Deferred>
      {dialog}
    </>
  )
}
