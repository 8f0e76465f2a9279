import { type Category, es, type Theme } from '@sosiego/shared'
import { X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx'
import { isFiltering, type MediaFilters, themesForCategory } from '../lib/media-filters.ts'

const all = 'all'

type MediaFiltersBarProps = {
  filters: MediaFilters
  categories: Category[]
  themes: Theme[]
  onChange: (change: Partial<MediaFilters>, typing?: boolean) => void
}

/** Category, theme (of the chosen category) and text search; 'Limpiar filtros' when any is set. */
export function MediaFiltersBar({ filters, categories, themes, onChange }: MediaFiltersBarProps) {
  const searchId = useId()
  const categoryId = useId()
  const themeId = useId()
  const themeOptions = themesForCategory(themes, filters.category)

  return (
    <search className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 md:flex-row md:flex-wrap md:items-end lg:flex-nowrap">
      <div className="flex flex-col gap-1.5 md:min-w-64 md:flex-1">
        <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
          {es['meditations.search']}
        </label>
        <SearchInput
          id={searchId}
          value={filters.query}
          onChange={(event) => onChange({ query: event.target.value }, true)}
          placeholder={es['meditations.searchPlaceholder']}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div className="flex min-w-0 flex-col gap-1.5 md:w-52">
          <label htmlFor={categoryId} className="text-sm font-medium text-ink-800">
            {es['meditations.category']}
          </label>
          <Select
            value={filters.category ?? all}
            onValueChange={(value) => onChange({ category: value === all ? null : value })}
          >
            <SelectTrigger id={categoryId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={all}>{es['meditations.allCategories']}</SelectItem>
              {categories.map((category) => (
                <SelectItem key={category._id} value={category.slug}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 md:w-52">
          <label htmlFor={themeId} className="text-sm font-medium text-ink-800">
            {es['meditations.theme']}
          </label>
          <Select
            value={filters.theme ?? all}
            onValueChange={(value) => {
              const theme = themes.find((entry) => entry.slug === value)
              // A theme chosen before any category brings its category along, so both filters agree.
              onChange(theme ? { category: theme.category.slug, theme: theme.slug } : { theme: null })
            }}
          >
            <SelectTrigger id={themeId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={all}>{es['meditations.allThemes']}</SelectItem>
              {themeOptions.map((theme) => (
                <SelectItem key={theme._id} value={theme.slug}>
                  {theme.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {isFiltering(filters) ? (
        <Button
          variant="ghost"
          onClick={() => onChange({ category: null, theme: null, query: '' })}
          className="self-start md:self-end"
        >
          <X aria-hidden="true" className="size-4" />
          {es['meditations.clearFilters']}
        </Button>
      ) : null}
    </search>
  )
}
