import { canTakeTest, type SessionUser } from '@sosiego/shared'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { readPendingAnswers } from '../lib/test-storage.ts'

export const myTestPath = '/panel/mis-tests'

/**
 * In the panel: a member who left answers as a visitor (and signed in, which lands on /panel) is
 * taken to Mi Test, where the answers are sent and the results shown.
 */
export function PendingAnswersRedirect({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === myTestPath || !canTakeTest(user.role) || !readPendingAnswers()) return
    void navigate(myTestPath, { replace: true })
  }, [user, pathname, navigate])
  return null
}
