import { es, t } from '@sosiego/shared/messages/panel'
import { Play, Sparkles, Video } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'

export type ContinueChoice = {
  title: string
  /** 'Siete días para empezar: paso 2 de 7', or 'Continuar desde 3:20'. */
  detail: string
  coverUrl: string | null
  video: boolean
  /** How far the member got, 0..1, when it is an item left half-heard. */
  share: number | null
  onContinue: () => void
}

/**
 * 'Continuar' on the panel home (issue 30): one thing to pick up, the program's next step or the
 * last item left half-heard. Its button says 'Continuar' and names what it continues.
 */
export function ContinueCard({ choice }: { choice: ContinueChoice }) {
  const Icon = choice.video ? Video : Play
  return (
    <section aria-labelledby="continue-heading" className="flex flex-col gap-3">
      <h2 id="continue-heading" className="font-display text-2xl text-ink-950">
        {es['panelHome.continue']}
      </h2>
      {/* On a phone the button goes under the title, so a long title is read whole. */}
      <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {choice.coverUrl ? (
            <img
              src={choice.coverUrl}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary-100 via-sand-100 to-primary-200 text-primary-700"
            >
              <Sparkles className="size-6" />
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 className="line-clamp-2 font-semibold text-ink-950">{choice.title}</h3>
            <p className="text-sm text-ink-700">{choice.detail}</p>
            {choice.share !== null ? (
              <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100">
                <span
                  className="block h-full rounded-full bg-primary-600"
                  style={{ width: `${Math.min(100, choice.share * 100)}%` }}
                />
              </span>
            ) : null}
          </div>
        </div>
        <Button
          className="w-full sm:w-auto"
          onClick={choice.onContinue}
          aria-label={t('panelHome.continueItem', { title: choice.title })}
        >
          <Icon aria-hidden="true" className="size-4" />
          {es['panelHome.continue']}
        </Button>
      </div>
    </section>
  )
}
