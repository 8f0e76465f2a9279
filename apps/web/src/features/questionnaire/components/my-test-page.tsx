import type { SessionUser, TestResult } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import type { ReactNode } from 'react'
import { TestView } from './test-view.tsx'

type MyTestPageProps = {
  user: SessionUser
  miniFlow: boolean
  /** The program recommended for the result (issue 30), drawn by the route. */
  recommendation?: (result: TestResult) => ReactNode
}

/**
 * /panel/mis-tests: heading 'Mi Test', the results with retake or the test. With `miniFlow=1` the
 * heading is 'Completar compra de plan Mini' and the test leads to the mini plan's theme choice.
 */
export function MyTestPage({ user, miniFlow, recommendation }: MyTestPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">
          {miniFlow ? es['test.miniHeading'] : es['test.myTestHeading']}
        </h1>
        {miniFlow ? <p className="text-base text-ink-700">{es['test.miniIntro']}</p> : null}
        {!miniFlow && !user.testResult ? <p className="text-base text-ink-700">{es['test.intro']}</p> : null}
      </header>
      <TestView user={user} miniFlow={miniFlow} recommendation={recommendation} />
    </div>
  )
}
