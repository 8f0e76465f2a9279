import type { Category } from '@sosiego/shared'
import { es, tCount } from '@sosiego/shared/messages/back-office'
import { ImageOff } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { useCategories } from '../api/get-categories.ts'
import { filterCategories, toggleId } from '../lib/plan-form.ts'

type CategoryChecklistProps = { value: string[]; onChange: (ids: string[]) => void }

/** The categories a plan without full access reaches: searchable, with covers, scrolling inside. */
export function CategoryChecklist({ value, onChange }: CategoryChecklistProps) {
  const categories = useCategories()
  const [query, setQuery] = useState('')
  const legendId = useId()
  const searchId = useId()
  const shown = useMemo(() => filterCategories(categories.data ?? [], query), [categories.data, query])
  const selected = new Set(value)
  const selectedCount = (categories.data ?? []).filter((category) => selected.has(category._id)).length

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-labelledby={legendId}>
      <div className="flex items-baseline justify-between gap-2">
        <legend id={legendId} className="text-sm font-medium text-ink-800">
          {es['adminPlans.field.categories']}
        </legend>
        <span className="text-sm text-ink-600">
          {tCount('adminPlans.field.categoriesSelected', selectedCount)}
        </span>
      </div>
      <label htmlFor={searchId} className="sr-only">
        {es['adminPlans.field.categorySearch']}
      </label>
      <SearchInput
        id={searchId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={es['adminPlans.field.categorySearch']}
      />
      <div className="max-h-72 overflow-y-auto rounded-lg border border-ink-200">
        {categories.isPending ? (
          <p className="flex items-center gap-2 p-4 text-sm text-ink-700">
            <Spinner className="size-4" label={null} />
            {es['adminPlans.field.categoriesLoading']}
          </p>
        ) : categories.isError ? (
          <p role="alert" className="p-4 text-sm text-danger-700">
            {errorMessage(categories.error, es['adminPlans.field.categoriesFailed'])}
          </p>
        ) : shown.length === 0 ? (
          <p className="p-4 text-sm text-ink-700">{es['adminPlans.field.categoriesEmpty']}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {shown.map((category) => (
              <CategoryOption
                key={category._id}
                category={category}
                checked={selected.has(category._id)}
                onToggle={(on) => onChange(toggleId(value, category._id, on))}
              />
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  )
}

function CategoryOption({
  category,
  checked,
  onToggle,
}: {
  category: Category
  checked: boolean
  onToggle: (on: boolean) => void
}) {
  const id = useId()
  const cover = category.coverImage?.coverImageUrl
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-primary-50/60 has-checked:bg-primary-50"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-5 shrink-0 cursor-pointer accent-primary-600"
        />
        {cover ? (
          <img
            src={cover}
            alt=""
            loading="lazy"
            className="size-10 shrink-0 rounded-md bg-ink-100 object-cover"
          />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-ink-100">
            <ImageOff aria-hidden="true" className="size-4 text-ink-500" />
          </span>
        )}
        <span className="min-w-0 text-sm">
          <span className="block truncate font-medium text-ink-900">{category.name}</span>
          {category.description ? (
            <span className="block truncate text-ink-600">{category.description}</span>
          ) : null}
        </span>
      </label>
    </li>
  )
}
