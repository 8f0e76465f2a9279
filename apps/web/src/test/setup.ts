import '@testing-library/jest-dom/vitest'
import { sessionHintCookie } from '@sosiego/shared'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach } from 'vitest'
import { setAccountModalOpen } from '../features/auth/hooks/use-account-modal.ts'
import { setTrialDialogOpen } from '../features/landing/lib/trial-dialog-store.ts'
import { authStore } from '../lib/session-store.ts'

// findBy… and waitFor wait up to 5 s, not 1 s: on two busy cores a lazy chunk and a mocked answer can
// take longer than a second to render, and a wait only lasts as long as the state takes to come.
configure({ asyncUtilTimeout: 5000 })

// As after a sign-in: the page asks the server about the session (tests of anonymous visits without
// the hint clear it).
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
  document.cookie = `${sessionHintCookie}=1; path=/`
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  authStore.reset()
  // Sonner keeps its toasts in module state: one test's toasts must not appear in the next.
  toast.dismiss()
  // The landing page's dialogs keep their open state page-wide (islands share it): close them.
  setAccountModalOpen(false)
  setTrialDialogOpen(false)
})
