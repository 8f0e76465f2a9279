import type { SessionUser, TestResult } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import type { ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TestView } from './test-view.tsx'

type TestPageProps = {
  user: SessionUser | null
  /** The first session check is still running: whether to show the test or the results is unknown. */
  checking: boolean
  onRequireAccount: () => void
  /** Beside a member's results: the program recommended for them (issue 30), drawn by the route. */
  recommendation?: (result: TestResult) => ReactNode
}

/** /test (title 'Test'): the questionnaire or the results, for visitors and members alike. */
export function TestPage({ user, checking, onRequireAccount, recommendation }: TestPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-5 py-12 sm:px-8 sm:py-16">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">{es['test.heading']}</h1>
        {checking || user?.testResult ? null : <p className="text-lg text-ink-700">{es['test.intro']}</p>}
      </header>
      {checking ? (
        <div className="flex min-h-60 items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <TestView user={user} onRequireAccount={onRequireAccount} recommendation={recommendation} />
      )}
    </div>
  )
}
