import { canTakeTest, type SessionUser } from '@sosiego/shared'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { hasPendingAnswers } from '../lib/pending-answers-key.ts'

export const myTestPath = '/panel/mis-tests'

/**
 * In the panel: a member who left answers as a visitor (and signed in, which lands on /panel) is
 * taken to Mi Test, where the answers are sent and the results shown.
 */
export function PendingAnswersRedirect({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === myTestPath || !canTakeTest(user.role) || !hasPendingAnswers()) return
    // The test's rules load only when answers wait: every other panel visit goes without them.
    let current = true
    void import('../lib/test-storage.ts').then(({ readPendingAnswers }) => {
      if (current && readPendingAnswers()) void navigate(myTestPath, { replace: true })
    })
    return () => {
      current = false
    }
  }, [user, pathname, navigate])
  return null
}
