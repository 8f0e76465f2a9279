import { es, t } from '@sosiego/shared'
import { Avatar } from '../../components/ui/avatar.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

/** /panel: a welcome with the member's name and photo (or initial). */
export function PanelHomeRoute() {
  const user = useSignedInUser()
  return (
    <section
      aria-labelledby="panel-welcome"
      className="mx-auto flex w-full max-w-3xl flex-col items-center gap-5 rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center shadow-soft sm:flex-row sm:items-center sm:gap-8 sm:px-10 sm:text-left"
    >
      <Avatar name={user.name} src={user.avatarUrl} alt="" size="lg" className="size-24 text-4xl" />
      <div className="flex flex-col gap-2">
        <h1 id="panel-welcome" className="font-display text-4xl leading-tight text-ink-950">
          {t('panel.welcome', { name: user.name })}
        </h1>
        <p className="text-base leading-relaxed text-ink-600">{es['panel.welcomeText']}</p>
      </div>
    </section>
  )
}
