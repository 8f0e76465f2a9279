import { canTakeTest, es, type SessionUser } from '@sosiego/shared'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { useSubmitTest } from '../api/submit-test.ts'
import { clearPendingAnswers, readPendingAnswers, savePendingAnswers } from '../lib/test-storage.ts'

/**
 * Sends the answers a visitor left before signing up or in, once they are signed in and verified,
 * then calls `onSubmitted` (the page shows the results). Answers refused by the server (a mini
 * holder's retake) are dropped with its message; a failed connection keeps them for later.
 */
export function usePendingTestSubmission(user: SessionUser | null, onSubmitted?: () => void) {
  const submit = useSubmitTest()
  const started = useRef(false)
  const { mutate } = submit
  const onSubmittedRef = useRef(onSubmitted)
  onSubmittedRef.current = onSubmitted

  useEffect(() => {
    if (!user?.isVerified || !canTakeTest(user.role) || started.current) return
    const answers = readPendingAnswers()
    if (!answers) return
    started.current = true
    // Cleared first: a reload while the call runs must not send the answers twice.
    clearPendingAnswers()
    mutate(
      { answers, retake: user.tookTest },
      {
        onSuccess: () => onSubmittedRef.current?.(),
        onError: (error) => {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
          if (!refused) savePendingAnswers(answers)
          toastError(error, es['questionnaire.processFailed'])
        },
      },
    )
  }, [user, mutate])

  return submit
}
