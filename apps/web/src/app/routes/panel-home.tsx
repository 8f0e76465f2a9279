import type { MediaItem, SessionUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ClipboardList, Headphones, Sparkles } from 'lucide-react'
import { type ReactNode, Suspense } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { useRenewalState } from '../../features/billing/api/get-renewal-state.ts'
import { PlanAttentionNote } from '../../features/billing/components/plan-attention-note.tsx'
import { subscriptionDate } from '../../features/billing/lib/my-subscription.ts'
import { planAttention } from '../../features/billing/lib/plan-attention.ts'
import { getFavouritesQueryOptions, useSetFavourite } from '../../features/meditations/api/favourites.ts'
import { getMediaQueryOptions } from '../../features/meditations/api/get-catalogue.ts'
import { usePlaybackPositions } from '../../features/meditations/api/playback-positions.ts'
import { continueEntries } from '../../features/meditations/components/continue-listening.tsx'
import { FavouritesList } from '../../features/meditations/components/favourites-list.tsx'
import { coverOf } from '../../features/meditations/lib/track.ts'
import { useKeepTomorrowReady } from '../../features/meditations/offline/keep-tomorrow.ts'
import { OfflineHome } from '../../features/meditations/offline/offline-notice.tsx'
import { useItemPlayer } from '../../features/meditations/player/use-item-player.tsx'
import { useToday } from '../../features/programs/api/get-today.ts'
import {
  getProgramQueryOptions,
  usePrograms,
  useProgramsFollowListening,
} from '../../features/programs/api/programs.ts'
import { ContinueCard, type ContinueChoice } from '../../features/programs/components/continue-card.tsx'
import { HomeProgram } from '../../features/programs/components/home-program.tsx'
import { programPath } from '../../features/programs/components/program-card.tsx'
import { TodayCard, TodaySkeleton } from '../../features/programs/components/today-card.tsx'
import { canContinue, nextStep } from '../../features/programs/lib/program-steps.ts'
import { useProgress } from '../../features/progress/api/get-progress.ts'
import { WeekSummary } from '../../features/progress/components/week-summary.tsx'
import { panelNextStep } from '../../features/questionnaire/lib/panel-next-step.ts'
import { lazyNamed } from '../../lib/deferred.tsx'
import { formatMinutesSeconds } from '../../lib/media-duration.ts'
import { programInProgress, recommendedProgram } from '../../lib/recommended-program.ts'
import { useSignedInUser } from '../../lib/session-store.ts'
import { useNextTaskValue } from '../../lib/use-next-task.ts'
import { useSessionWait } from '../layouts/session-wait.tsx'
import { usePlanPicker } from './plan-picker.tsx'

const meditationsPath = '/panel/meditaciones'
// Issue 31's invitation to set a reminder: its code and its call come after the sections are drawn.
// It is optional: without its code (offline, where the worker has not kept it) the home goes on.
const NoReminderCard = () => null
const HomeReminderCard = lazyNamed(
  () =>
    import('../../features/reminders/components/home-reminder-card.tsx').catch(() => ({
      HomeReminderCard: NoReminderCard,
    })),
  'HomeReminderCard',
)
/** Meditaciones with its filters set (the page keeps them in the URL: categoria, tema). */
const filtered = (params: Record<string, string>) => `${meditationsPath}?${new URLSearchParams(params)}`

/**
 * /panel, the member's home (issue 30, decision 108): 'Tu meditación de hoy' first, then
 * 'Continuar', the program in progress (or the recommended one), the test's way on while it is not
 * taken, this week's minutes and streak, favourites, and the plan when it needs attention. Without
 * a plan in force: the way to the plans first (issue 19's rule, `panelNextStep`).
 */
export function PanelHomeRoute() {
  return useSessionWait() ? <HomeFrame /> : <PanelHome />
}

/**
 * The home's frame (issue 28): what the server draws and the guard shows while the session is
 * checked, the same for everyone. Its intro is the page's largest text, so a phone paints it before
 * any script has run; the places of today's meditation and the sections are held, so nothing moves
 * when the member's home replaces it.
 */
function HomeFrame() {
  return (
    <HomeLayout top={<HomeTop greeting={es['panel.welcomeFrame']} />}>
      <TodaySkeleton />
      <SectionsSkeleton />
    </HomeLayout>
  )
}

function PanelHome() {
  const user = useSignedInUser()
  const { openPicker: openPlans, picker, canListen } = usePlanPicker()
  const player = useItemPlayer({ canListen, onUpgrade: openPlans })
  // Tomorrow's meditation kept ready offline for a member who downloads (the card reads the same answer).
  useKeepTomorrowReady(useToday(canListen).data, canListen)

  return (
    <HomeLayout
      top={<HomeTop greeting={t('panel.welcome', { name: user.name })} plan={<PlanLine user={user} />} />}
    >
      <OfflineHome canListen={canListen} />
      {canListen ? <TodayCard onPlay={(item) => player.play(item)} coverOf={coverOf} /> : null}
      <HomeSections user={user} canListen={canListen} play={player.play} openPlans={openPlans} />
      {player.dialog}
      {picker}
    </HomeLayout>
  )
}

function HomeLayout({ top, children }: { top: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      {top}
      {children}
    </div>
  )
}

/** The greeting, the intro (the same in the frame and the home) and the plan's line, whose place is kept. */
function HomeTop({ greeting, plan }: { greeting: string; plan?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="font-display text-4xl leading-tight text-ink-950">{greeting}</h1>
      <p className="text-base text-ink-700">{es['panel.welcomeText']}</p>
      <p className="min-h-5 text-sm text-ink-600">{plan}</p>
    </header>
  )
}

type SectionsProps = {
  user: SessionUser
  canListen: boolean
  play: (item: MediaItem, startAt?: number | null) => void
  openPlans: () => void
}

/**
 * Everything below today's meditation, laid out at once when the calls it needs have answered (or
 * failed): a section appearing late would push the others down (decision 108: no layout shift).
 * Until then a skeleton as tall as the usual home holds the place.
 */
function HomeSections({ user, canListen, play, openPlans }: SectionsProps) {
  const next = panelNextStep(user)
  const testResult = user.tookTest ? user.testResult : null
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const programs = usePrograms()
  useProgramsFollowListening()
  const progress = useProgress()
  const positions = usePlaybackPositions(canListen)
  const media = useQuery({ ...getMediaQueryOptions(), enabled: canListen })
  const favourites = useQuery({ ...getFavouritesQueryOptions(), enabled: canListen })
  const renewal = useRenewalState(canListen)
  const setFavourite = useSetFavourite()
  const settled =
    !programs.isPending &&
    !progress.isPending &&
    !(canListen && (positions.isPending || media.isPending || favourites.isPending || renewal.isPending))
  // Drawn in a task of its own, as Meditaciones does (decision 022): all the sections in the task that
  // handled the last answer were one long task on a phone. The skeleton stays until then.
  const ready = useNextTaskValue(settled)
  if (!ready) return <SectionsSkeleton />

  const allPrograms = programs.data ?? []
  const following = programInProgress(allPrograms)
  const shownProgram = following ?? recommendedProgram(allPrograms, testResult)
  const catalogue = media.data ?? []
  const halfHeard = canListen && positions.data ? continueEntries(positions.data, catalogue)[0] : undefined

  const continueChoice: ContinueChoice | null =
    canListen && following && canContinue(following)
      ? {
          title: following.title,
          detail: t('panelHome.continueStep', {
            position: following.enrolment?.nextPosition ?? 1,
            total: following.stepCount,
          }),
          coverUrl: following.coverImage?.coverImageUrl || null,
          video: false,
          share: null,
          onContinue: () => {
            // The summary names the step; its item comes with the program (usually already read).
            void queryClient.ensureQueryData(getProgramQueryOptions(following._id)).then(
              (detail) => {
                const step = nextStep(detail)
                if (step) play(step.item)
                else void navigate(programPath(following))
              },
              () => void navigate(programPath(following)),
            )
          },
        }
      : halfHeard
        ? {
            title: halfHeard.item.title,
            detail: t('meditations.continueFrom', { position: formatMinutesSeconds(halfHeard.position) }),
            coverUrl: coverOf(halfHeard.item),
            video: halfHeard.item.fileType === 'video',
            share: halfHeard.duration > 0 ? halfHeard.position / halfHeard.duration : null,
            onContinue: () => play(halfHeard.item, halfHeard.position),
          }
        : null

  const byId = new Map(catalogue.map((item) => [item._id, item]))
  const favouriteItems = (favourites.data ?? []).flatMap((row) => byId.get(row.mediaId) ?? [])

  return (
    <>
      {continueChoice ? <ContinueCard choice={continueChoice} /> : null}
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
      {next.primary === 'plans' ? (
        <NextStep icon={Headphones} title={es['panel.next.plansTitle']} text={es['panel.next.plansText']}>
          <Button size="lg" onClick={openPlans}>
            {es['panel.next.plansButton']}
          </Button>
        </NextStep>
      ) : null}
      {shownProgram ? (
        <HomeProgram program={shownProgram} inProgress={shownProgram === following} onUpgrade={openPlans} />
      ) : null}
      {next.primary === 'meditations' ? <MeditationsStep user={user} /> : null}
      {progress.data ? <WeekSummary progress={progress.data} /> : null}
      {canListen ? (
        <FavouritesList
          items={favouriteItems}
          onSelect={(item) => play(item)}
          onUnmark={(item) => setFavourite.mutate({ mediaId: item._id, favourite: false })}
        />
      ) : null}
      <PlanAttentionNote
        // A renewal being retried is already said above every panel page (issue 32's banner).
        attention={planAttention(user.activeSubscription, user.paymentPending ? undefined : renewal.data)}
        onChoosePlan={openPlans}
      />
      {canListen ? (
        <Suspense fallback={null}>
          <HomeReminderCard memberId={user._id} />
        </Suspense>
      ) : null}
    </>
  )
}

/** The sections' place while they load: roughly the home's usual height, so the page does not grow in jumps. */
function SectionsSkeleton() {
  return (
    <div role="status" className="flex min-h-[40rem] flex-col gap-8">
      <span className="sr-only">{es['panelHome.loading']}</span>
      <div aria-hidden="true" className="h-24 rounded-2xl bg-white shadow-soft motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-72 rounded-2xl bg-white shadow-soft motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-2xl bg-white shadow-soft motion-safe:animate-pulse" />
    </div>
  )
}

function PlanLine({ user }: { user: SessionUser }) {
  const subscription = user.activeSubscription
  if (subscription?.status !== 'active') return null
  // Issue 32: the trial says at once what happens at its end.
  if (subscription.plan.isTestSubscrionPlan && subscription.endDate)
    return `${t('panel.trialActive', { date: subscriptionDate(subscription.endDate) })} ${es['billingNotice.trialNoCharge']}`
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
