import type { Category, Theme } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { SearchField } from '../../../components/ui/search-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { isFiltering, type MediaFilters, themesForCategory } from '../lib/media-filters.ts'

const all = 'all'

type MediaFiltersBarProps = {
  filters: MediaFilters
  categories: Category[]
  themes: Theme[]
  onChange: (change: Partial<MediaFilters>, typing?: boolean) => void
}

/**
 * Category, theme (of the chosen category), text search and 'Solo favoritos'; 'Limpiar filtros'
 * when any is set.
 */
export function MediaFiltersBar({ filters, categories, themes, onChange }: MediaFiltersBarProps) {
  const themeOptions = themesForCategory(themes, filters.category)

  return (
    <FilterBar
      className="md:flex-wrap xl:flex-nowrap"
      clear={
        isFiltering(filters)
          ? {
              label: es['meditations.clearFilters'],
              onClear: () => onChange({ category: null, theme: null, query: '', favourites: false }),
            }
          : null
      }
    >
      <SearchField
        label={es['meditations.search']}
        className="md:min-w-64 md:flex-1"
        value={filters.query}
        onChange={(event) => onChange({ query: event.target.value }, true)}
        placeholder={es['meditations.searchPlaceholder']}
      />
      <div className="grid grid-cols-2 gap-3 md:contents">
        <SelectField
          label={es['meditations.category']}
          className="min-w-0 md:w-52"
          value={filters.category ?? all}
          onChange={(value) => onChange({ category: value === all ? null : value })}
          options={[
            { value: all, label: es['meditations.allCategories'] },
            ...categories.map((category) => ({ value: category.slug, label: category.name })),
          ]}
        />
        <SelectField
          label={es['meditations.theme']}
          className="min-w-0 md:w-52"
          value={filters.theme ?? all}
          onChange={(value) => {
            const theme = themes.find((entry) => entry.slug === value)
            // A theme chosen before any category brings its category along, so both filters agree.
            onChange(theme ? { category: theme.category.slug, theme: theme.slug } : { theme: null })
          }}
          options={[
            { value: all, label: es['meditations.allThemes'] },
            ...themeOptions.map((theme) => ({ value: theme.slug, label: theme.name })),
          ]}
        />
      </div>
      <div className="flex min-h-11 items-center gap-3 md:shrink-0">
        <Switch
          id="only-favourites"
          // Named by its label for every reader: HTML_CodeSniffer does not follow a <label for> to a button.
          aria-labelledby="only-favourites-label"
          checked={filters.favourites}
          onCheckedChange={(checked) => onChange({ favourites: checked })}
        />
        <label
          id="only-favourites-label"
          htmlFor="only-favourites"
          className="cursor-pointer text-sm font-medium text-ink-800"
        >
          {es['favourites.onlyFavourites']}
        </label>
      </div>
    </FilterBar>
  )
}
