import '@testing-library/jest-dom/vitest'
import { sessionHintCookie } from '@sosiego/shared'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach } from 'vitest'
import { authStore } from '../lib/session-store.ts'

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
})
