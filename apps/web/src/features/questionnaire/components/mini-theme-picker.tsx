import { miniThemeChoices, miniThemeCount, type TestResult, type Theme } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { saveMiniSelectedThemes } from '../lib/test-storage.ts'

/** Where the mini purchase continues once two themes are chosen (the checkout issue reads them). */
export const miniCheckoutPath = '/checkout/mini'

type MiniThemePickerProps = { result: TestResult; themes: readonly Theme[] }

/**
 * The mini plan's theme choice (issue 5): exactly two themes, the test's recommendations first; the
 * two theme ids go to session storage `miniSelectedThemes`, then on to the mini checkout.
 */
export function MiniThemePicker({ result, themes }: MiniThemePickerProps) {
  const [chosen, setChosen] = useState<string[]>([])
  const navigate = useNavigate()
  const headingId = useId()
  const countId = useId()
  const { recommended, others } = miniThemeChoices(themes, result.topTemas)
  const full = chosen.length >= miniThemeCount

  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : full ? current : [...current, id],
    )

  const group = (title: string, list: readonly Theme[]) =>
    list.length === 0 ? null : (
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-ink-900">{title}</h3>
        <ul className="flex flex-wrap gap-2">
          {list.map((theme) => {
            const pressed = chosen.includes(theme._id)
            return (
              <li key={theme._id}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-describedby={countId}
                  disabled={!pressed && full}
                  onClick={() => toggle(theme._id)}
                  className={cn(
                    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                    'disabled:cursor-not-allowed disabled:opacity-50',
                    pressed
                      ? 'border-primary-600 bg-primary-600 text-white'
                      : 'border-ink-300 bg-white text-ink-900 hover:border-primary-400 hover:bg-primary-50',
                  )}
                >
                  {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
                  {theme.name}
                </button>
              </li>
            )
          })}
        </ul>
      </div>
    )

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border-2 border-primary-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-2xl text-ink-950">
          {es['test.miniChooseHeading']}
        </h2>
        <p className="text-base text-ink-700">{es['test.miniChooseText']}</p>
      </div>
      {group(es['test.miniRecommended'], recommended)}
      {group(es['test.miniOtherThemes'], others)}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={countId} aria-live="polite" className="text-sm font-medium text-ink-700">
          {t('test.miniChosen', { count: chosen.length })}
        </p>
        <Button
          disabled={chosen.length !== miniThemeCount}
          onClick={() => {
            saveMiniSelectedThemes(chosen)
            void navigate(miniCheckoutPath)
          }}
        >
          {es['test.miniContinue']}
        </Button>
      </div>
    </section>
  )
}
