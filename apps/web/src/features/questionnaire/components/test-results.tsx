import { type Category, type TestResult, type Theme, themeAnswerCounts } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Headphones, RotateCcw, Sparkles, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' })

type TestResultsProps = {
  result: TestResult
  /** The current take's date and answers (from the history), once loaded. */
  takenAt?: string
  answers?: Partial<Record<string, string>> | null
  categories: readonly Category[]
  themes: readonly Theme[]
  /** A member with an active plan goes on to Meditaciones; everyone else to the plans. */
  hasActivePlan: boolean
  /** Off while buying the mini plan: the way on is the theme choice, not the plans. */
  offerPlans?: boolean
  canRetake: boolean
  onRetake: () => void
  onDelete?: () => Promise<void>
  /** 'Tu programa recomendado' (issue 30): the route gives it, below the themes. */
  recommendation?: ReactNode
  /** Headed by the page (h1); the results' own heading level below it. */
  children?: ReactNode
}

/**
 * The results (issue 5): the main category and the top themes with their covers, why each was
 * recommended, and the way on; then retake and deletion of the answers.
 */
export function TestResults({
  result,
  takenAt,
  answers,
  categories,
  themes,
  hasActivePlan,
  offerPlans = true,
  canRetake,
  onRetake,
  onDelete,
  recommendation,
  children,
}: TestResultsProps) {
  const headingId = useId()
  const retakeHintId = useId()
  const category = categories.find((entry) => entry.slug === result.categoriaPrincipal)
  const categoryName = result.category?.name ?? category?.name ?? result.categoriaPrincipal
  const counts = themeAnswerCounts(answers)
  const themeCards = result.themes.map((entry) => {
    const theme = themes.find((candidate) => candidate.slug === entry.slug)
    const cover =
      theme?.coverImage?.coverImageUrl ??
      categories.find((candidate) => candidate.slug === theme?.category.slug)?.coverImage?.coverImageUrl
    return { ...entry, description: theme?.description, cover, count: counts.get(entry.slug) ?? 0 }
  })

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-3xl text-ink-950">
          {es['test.resultsHeading']}
        </h2>
        {takenAt ? (
          <p className="text-sm text-ink-600">
            {t('test.takenOn', { date: dateFormat.format(new Date(takenAt)) })}
          </p>
        ) : null}
      </header>

      <article className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-soft sm:flex">
        <Cover url={category?.coverImage?.coverImageUrl} className="h-40 w-full sm:h-auto sm:w-56" />
        <div className="flex flex-col gap-2 p-5 sm:p-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {es['test.mainCategory']}
          </p>
          <h3 className="font-display text-3xl text-ink-950">{categoryName}</h3>
          {category?.description ? <p className="text-base text-ink-800">{category.description}</p> : null}
          <p className="text-sm text-ink-600">{es['test.mainCategoryExplanation']}</p>
        </div>
      </article>

      <div className="flex flex-col gap-4">
        <h3 className="text-xl font-semibold text-ink-950">{es['test.topThemes']}</h3>
        <ul className="grid gap-4 md:grid-cols-3">
          {themeCards.map((theme) => (
            <li
              key={theme._id}
              className="flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-soft"
            >
              <Cover url={theme.cover} className="h-32" />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h4 className="text-lg font-semibold text-ink-950">{theme.name}</h4>
                {theme.description ? <p className="text-base text-ink-800">{theme.description}</p> : null}
                <p className="text-sm text-ink-600">
                  {theme.count === 0
                    ? es['test.themeSuggested']
                    : theme.count === 1
                      ? es['test.themeChosenOnce']
                      : t('test.themeChosen', { count: theme.count })}
                </p>
                {hasActivePlan ? (
                  <Link
                    to={`/panel/meditaciones?tema=${encodeURIComponent(theme.slug)}`}
                    className="mt-auto inline-flex items-center gap-2 pt-2 font-medium text-primary-700 underline-offset-4 hover:underline"
                  >
                    <Headphones aria-hidden="true" className="size-4" />
                    {t('test.listenTheme', { theme: theme.name })}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>

      {recommendation}

      {hasActivePlan || !offerPlans ? null : (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-base text-ink-800">{es['test.plansHint']}</p>
          <Button asChild>
            <Link to="/" state={{ section: 'pricing' }}>
              {es['test.seePlans']}
            </Link>
          </Button>
        </div>
      )}

      {children}

      <div className="flex flex-col gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <Button
            variant="outline"
            onClick={onRetake}
            disabled={!canRetake}
            aria-describedby={canRetake ? undefined : retakeHintId}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {es['test.retake']}
          </Button>
          {canRetake ? null : (
            <p id={retakeHintId} className="text-sm text-ink-600">
              {es['test.retakeMiniLocked']}
            </p>
          )}
        </div>
        {onDelete ? <DeleteAnswersButton onDelete={onDelete} /> : null}
      </div>
    </section>
  )
}

/** A cover image, or a calm gradient when the catalogue has none (decorative either way). */
function Cover({ url, className }: { url: string | null | undefined; className?: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`shrink-0 object-cover ${className ?? ''}`} />
  ) : (
    <div
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center bg-gradient-to-br from-primary-100 via-sand-100 to-primary-200 text-primary-700 ${className ?? ''}`}
    >
      <Sparkles className="size-8" />
    </div>
  )
}

function DeleteAnswersButton({ onDelete }: { onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {es['test.deleteAnswers']}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['test.deleteTitle']}</DialogTitle>
          <DialogDescription>{es['test.deleteText']}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{es['test.cancel']}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={deleting}
            onClick={async () => {
              setDeleting(true)
              try {
                await onDelete()
                setOpen(false)
              } finally {
                setDeleting(false)
              }
            }}
          >
            {es['test.deleteConfirm']}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
