import { afterAll, afterEach, inject } from 'vitest'
import { takeAnswerMismatches } from './answer-contract.ts'

// Test apps, uploads and clusters make their folders with os.tmpdir(): under the run's folder, they
// are removed with it by test/global-setup.ts, whatever a test forgets (a run made ~3,500 before).
process.env.TMPDIR = inject('tempRoot')

/**
 * Every API test file: an answer that strayed from the OpenAPI document (test/answer-contract.ts)
 * fails the test that received it, or the file when it came from a hook outside any test.
 */
function failOnMismatches() {
  const mismatches = takeAnswerMismatches()
  if (mismatches.length > 0)
    throw new Error(
      `Answers that do not match the OpenAPI document (decision 099):\n- ${[...new Set(mismatches)].join('\n- ')}`,
    )
}
afterEach(failOnMismatches)
afterAll(failOnMismatches)
