import {
  canRetakeTest,
  canTakeTest,
  healthConsentInForce,
  type SessionUser,
  type TestAnswers,
  type TestResult,
} from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { accountTabPath } from '../../../lib/settings-paths.ts'
import { useDeleteTest } from '../api/delete-test.ts'
import { useCategories, useThemes } from '../api/get-catalogue.ts'
import { useTestHistory } from '../api/get-test-history.ts'
import { useGiveHealthConsent } from '../api/give-health-consent.ts'
import { useSubmitTest } from '../api/submit-test.ts'
import { usePendingTestSubmission } from '../hooks/use-pending-test-submission.ts'
import { panelNextStep } from '../lib/panel-next-step.ts'
import { savePendingAnswers, savePendingHealthConsent } from '../lib/test-storage.ts'
import { HealthConsentStep } from './health-consent-step.tsx'
import { MiniThemePicker } from './mini-theme-picker.tsx'
import { QuestionnaireForm } from './questionnaire-form.tsx'
import { TestResults } from './test-results.tsx'

type TestViewProps = {
  /** Null for a visitor who is not signed in. */
  user: SessionUser | null
  /** A visitor finished the test: their answers are kept; the page opens the account modal. */
  onRequireAccount?: () => void
  /** The mini purchase: after the results, the choice of two themes. */
  miniFlow?: boolean
  /** Beside the results: the program recommended for them (issue 30), drawn by the route. */
  recommendation?: (result: TestResult) => ReactNode
}

/** The panel home's rule (`panelNextStep`): the test comes next and a plan is in force to listen with. */
const canListenFirst = (user: SessionUser) => {
  const next = panelNextStep(user)
  return next.primary === 'test' && next.hasPlan
}

const scrollToTop = () => window.scrollTo?.({ top: 0, behavior: 'auto' })

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' })

/**
 * The test or its results, for /test and /panel/mis-tests: the questionnaire when there is no
 * result (or on retake), the results otherwise; answers left by a visitor are sent once signed in.
 */
export function TestView({ user, onRequireAccount, miniFlow = false, recommendation }: TestViewProps) {
  const [retaking, setRetaking] = useState(false)
  /** Ticked on this page: a visitor's consent, kept with their answers until they have an account. */
  const [consentedHere, setConsentedHere] = useState(false)
  const consent = useGiveHealthConsent()
  const submit = useSubmitTest()
  const pending = usePendingTestSubmission(user, () => {
    setRetaking(false)
    scrollToTop()
  })
  const removeAnswers = useDeleteTest()
  const result = user?.testResult ?? null
  const showResults = Boolean(result) && !retaking
  const categories = useCategories()
  const themes = useThemes()
  const history = useTestHistory(user?._id ?? '', Boolean(user && result))

  if (user && !canTakeTest(user.role)) {
    return (
      <Alert>
        <p>{es['test.staffOnly']}</p>
        <Link to="/" className="font-medium underline underline-offset-4">
          {es['test.goHome']}
        </Link>
      </Alert>
    )
  }

  if (pending.isPending || (showResults && (categories.isPending || themes.isPending))) {
    return (
      <div className="flex min-h-60 flex-col items-center justify-center gap-3 text-ink-700">
        <Spinner />
        <p>{es['test.submitting']}</p>
      </div>
    )
  }

  const complete = async (answers: TestAnswers) => {
    if (!user) {
      savePendingAnswers(answers)
      onRequireAccount?.()
      return
    }
    try {
      await submit.mutateAsync({ answers, retake: user.tookTest })
      setRetaking(false)
      scrollToTop()
    } catch (error) {
      toastError(error, es['questionnaire.processFailed'])
    }
  }

  if (showResults && result && user) {
    const active = user.activeSubscription?.status === 'active' ? user.activeSubscription : null
    const latest = history.data?.[0]
    return (
      <TestResults
        result={result}
        takenAt={latest?.createdAt}
        answers={latest?.answers}
        categories={categories.data ?? []}
        themes={themes.data ?? []}
        hasActivePlan={Boolean(active)}
        offerPlans={!miniFlow}
        recommendation={miniFlow ? null : recommendation?.(result)}
        canRetake={canRetakeTest({ tookTest: user.tookTest, activePlanSlug: active?.plan.slug })}
        onRetake={() => {
          setRetaking(true)
          scrollToTop()
        }}
        onDelete={async () => {
          try {
            const { message } = await removeAnswers.mutateAsync()
            notify.success(message)
            scrollToTop()
          } catch (error) {
            toastError(error, es['questionnaire.deleteFailed'])
          }
        }}
      >
        {miniFlow ? <MiniThemePicker result={result} themes={themes.data ?? []} /> : null}
      </TestResults>
    )
  }

  // The answers are health data (decision 100): no question before the consent, given here or
  // already in force on the account (a retake then says when, and where to withdraw it).
  const consentGiven = user ? healthConsentInForce(user.healthConsent) : false
  const accept = async () => {
    if (!user) {
      savePendingHealthConsent()
      setConsentedHere(true)
      return
    }
    try {
      await consent.mutateAsync()
      setConsentedHere(true)
    } catch (error) {
      toastError(error, es['questionnaire.consentFailed'])
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {retaking ? (
        <div>
          <Button variant="link" className="h-auto px-0" onClick={() => setRetaking(false)}>
            {es['test.cancel']}
          </Button>
        </div>
      ) : null}
      {user && !retaking && !miniFlow && canListenFirst(user) ? (
        // A new member with the trial in force may listen first (issue 19): the test is not a gate.
        <p className="text-ink-700">
          {es['test.listenFirst']}{' '}
          <Link to="/panel/meditaciones" className="font-medium underline underline-offset-4">
            {es['test.listenFirstLink']}
          </Link>
        </p>
      ) : null}
      {consentGiven || consentedHere ? (
        <>
          {consentGiven && user?.healthConsent ? (
            <p className="text-sm text-ink-700">
              {t('test.consent.givenOn', {
                date: dateFormat.format(new Date(user.healthConsent.givenAt)),
              })}{' '}
              <Link to={accountTabPath} className="font-medium underline underline-offset-4">
                {es['test.consent.withdrawLink']}
              </Link>
            </p>
          ) : null}
          <QuestionnaireForm
            onComplete={complete}
            submitting={submit.isPending}
            lastSectionNote={user ? undefined : es['test.answersKept']}
            focusOnMount={consentedHere}
          />
        </>
      ) : (
        <HealthConsentStep onAccept={() => void accept()} accepting={consent.isPending} />
      )}
    </div>
  )
}
