import type { AccessibilityReportBody, accessibilityReportReceivedSchema } from '@sosiego/shared'
import { siteAccessibilityTexts as es } from '@sosiego/shared/messages/areas/site-accessibility'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/accessibility/reports: anyone, signed in or not (issue 34). */
export async function sendAccessibilityReport(body: AccessibilityReportBody): Promise<string> {
  const answer = await apiRequest<typeof accessibilityReportReceivedSchema>('/api/accessibility/reports', {
    method: 'POST',
    body,
    fallbackMessage: es['accessibility.form.failed'],
  })
  return answer.message
}

export function useSendAccessibilityReport() {
  return useMutation({ mutationFn: sendAccessibilityReport })
}
