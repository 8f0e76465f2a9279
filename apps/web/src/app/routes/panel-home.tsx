import type { SessionUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { ClipboardList, Headphones, Sparkles } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { subscriptionDate } from '../../features/billing/lib/my-subscription.ts'
import { OfflineHome } from '../../features/meditations/offline/offline-notice.tsx'
import { panelNextStep } from '../../features/questionnaire/lib/panel-next-step.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

const meditationsPath = '/panel/meditaciones'
/** Meditaciones with its filters set (the page keeps them in the URL: categoria, tema). */
const filtered = (params: Record<string, string>) => `${meditationsPath}?${new URLSearchParams(params)}`

/**
 * /panel: a welcome, then one way on (issue 19, rule `panelNextStep`): the test while it is not
 * taken; then the test's recommendations and Meditaciones; without a plan in force, the plans.
 */
export function PanelHomeRoute() {
  const user = useSignedInUser()
  const next = panelNextStep(user)
  const [plansOpen, setPlansOpen] = useState(false)
  const openPlans = () => setPlansOpen(true)

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <section
        aria-labelledby="panel-welcome"
        className="flex flex-col items-center gap-5 rounded-2xl border border-ink-200 bg-white px-6 py-8 text-center shadow-soft sm:flex-row sm:items-center sm:gap-8 sm:px-10 sm:text-left"
      >
        <Avatar name={user.name} src={user.avatarUrl} alt="" size="lg" className="size-20 text-3xl" />
        <div className="flex flex-col gap-2">
          <h1 id="panel-welcome" className="font-display text-4xl leading-tight text-ink-950">
            {t('panel.welcome', { name: user.name })}
          </h1>
          <p className="text-base leading-relaxed text-ink-600">
            {es['panel.welcomeText']} <PlanLine user={user} />
          </p>
        </div>
      </section>

      <OfflineHome canListen={user.activeSubscription?.status === 'active'} />

      {next.primary === 'test' ? (
        <NextStep icon={ClipboardList} title={es['panel.next.testTitle']} text={es['panel.next.testText']}>
          <Button asChild size="lg">
            <Link to="/panel/mis-tests">{es['panel.next.testButton']}</Link>
          </Button>
          {next.hasPlan ? (
            <Button asChild size="lg" variant="outline">
              <Link to={meditationsPath}>{es['panel.next.meditationsLater']}</Link>
            </Button>
          ) : (
            <Button size="lg" variant="outline" onClick={openPlans}>
              {es['panel.next.plansButton']}
            </Button>
          )}
        </NextStep>
      ) : null}

      {next.primary === 'meditations' ? <MeditationsStep user={user} /> : null}

      {next.primary === 'plans' ? (
        <NextStep icon={Headphones} title={es['panel.next.plansTitle']} text={es['panel.next.plansText']}>
          <Button size="lg" onClick={openPlans}>
            {es['panel.next.plansButton']}
          </Button>
        </NextStep>
      ) : null}

      <Deferred when={plansOpen}>
        <PlanPickerDialog
          open={plansOpen}
          onOpenChange={setPlansOpen}
          activeSubscription={user.activeSubscription}
        />
      </Deferred>
    </div>
  )
}

function PlanLine({ user }: { user: SessionUser }) {
  const subscription = user.activeSubscription
  if (subscription?.status !== 'active') return null
  if (subscription.plan.isTestSubscrionPlan && subscription.endDate)
    return t('panel.trialActive', { date: subscriptionDate(subscription.endDate) })
  return t('panel.planActive', { plan: subscription.plan.name })
}

/** The test's main category and top themes as ways into Meditaciones, filtered. */
function MeditationsStep({ user }: { user: SessionUser }) {
  const result = user.tookTest ? user.testResult : null
  const category = result?.category ?? null
  const themes = result?.themes ?? []
  const hasRecommendations = Boolean(category || themes.length)
  return (
    <NextStep
      icon={hasRecommendations ? Sparkles : Headphones}
      title={hasRecommendations ? es['panel.next.meditationsTitle'] : es['meditations.title']}
      text={hasRecommendations ? es['panel.next.meditationsText'] : es['panel.next.meditationsPlainText']}
    >
      {hasRecommendations ? (
        <ul className="flex w-full flex-wrap gap-2">
          {category ? (
            <li>
              <Button asChild size="sm" variant="outline">
                <Link to={filtered({ categoria: category.slug })}>{category.name}</Link>
              </Button>
            </li>
          ) : null}
          {themes.map((theme) => (
            <li key={theme._id}>
              <Button asChild size="sm" variant="outline">
                <Link to={filtered({ tema: theme.slug })}>{theme.name}</Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button asChild size="lg">
        <Link to={meditationsPath}>{es['panel.next.meditationsButton']}</Link>
      </Button>
    </NextStep>
  )
}

function NextStep({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: typeof Sparkles
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby="panel-next-step"
      className="flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50 px-6 py-6 sm:px-8"
    >
      <h2 id="panel-next-step" className="flex items-center gap-2 text-xl font-semibold text-primary-900">
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </h2>
      <p className="text-base leading-relaxed text-ink-700">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>
    </section>
  )
}
