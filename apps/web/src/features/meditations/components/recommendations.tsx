import type { Category, TestResult, Theme } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import type { MediaFilters } from '../lib/media-filters.ts'

type RecommendationsProps = {
  result: TestResult
  categories: Category[]
  themes: Theme[]
  filters: MediaFilters
  onChange: (change: Partial<MediaFilters>) => void
}

/**
 * The test's main category and top themes as buttons that set the filters (spec §2). Only entries
 * still in the catalogue are offered: a button must lead somewhere.
 */
export function Recommendations({ result, categories, themes, filters, onChange }: RecommendationsProps) {
  const headingId = useId()
  const category = categories.find(
    (entry) => entry.slug === (result.category?.slug ?? result.categoriaPrincipal),
  )
  const resultThemes = result.themes.length ? result.themes.map((entry) => entry.slug) : result.topTemas
  const topThemes = resultThemes
    .map((slug) => themes.find((entry) => entry.slug === slug))
    .filter((entry): entry is Theme => Boolean(entry))
  if (!category && topThemes.length === 0) return null

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-primary-900">
        <Sparkles aria-hidden="true" className="size-5 shrink-0" />
        {es['meditations.recommendations']}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:gap-8">
        {category ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-700">{es['meditations.recommendations.category']}</p>
            <div>
              <Button
                size="sm"
                variant={filters.category === category.slug && !filters.theme ? 'primary' : 'outline'}
                aria-pressed={filters.category === category.slug && !filters.theme}
                onClick={() => onChange({ category: category.slug, theme: null })}
              >
                {category.name}
              </Button>
            </div>
          </div>
        ) : null}
        {topThemes.length ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-700">{es['meditations.recommendations.themes']}</p>
            <ul className="flex flex-wrap gap-2">
              {topThemes.map((theme) => (
                <li key={theme._id}>
                  <Button
                    size="sm"
                    variant={filters.theme === theme.slug ? 'primary' : 'outline'}
                    aria-pressed={filters.theme === theme.slug}
                    onClick={() => onChange({ category: theme.category.slug, theme: theme.slug })}
                  >
                    {theme.name}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
