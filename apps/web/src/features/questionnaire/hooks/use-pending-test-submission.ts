import { canTakeTest, type SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { useSubmitTest } from '../api/submit-test.ts'
import {
  clearPendingAnswers,
  readPendingAnswers,
  readPendingHealthConsent,
  savePendingAnswers,
  savePendingHealthConsent,
} from '../lib/test-storage.ts'

/**
 * Sends the answers a visitor left before signing up or in, once they are signed in and verified,
 * with the consent they gave before the first question (decision 100), then calls `onSubmitted`
 * (the page shows the results). Answers refused by the server (a mini
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
    const healthConsent = readPendingHealthConsent()
    started.current = true
    // Cleared first: a reload while the call runs must not send the answers twice.
    clearPendingAnswers()
    mutate(
      { answers, retake: user.tookTest, healthConsent },
      {
        onSuccess: () => onSubmittedRef.current?.(),
        onError: (error) => {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
          if (!refused) {
            savePendingAnswers(answers)
            if (healthConsent) savePendingHealthConsent()
          }
          toastError(error, es['questionnaire.processFailed'])
        },
      },
    )
  }, [user, mutate])

  return submit
}
