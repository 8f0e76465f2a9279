import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'
import { authStore } from '../lib/session-store.ts'

afterEach(() => {
  cleanup()
  localStorage.clear()
  authStore.reset()
  // Sonner keeps its toasts in module state: one test's toasts must not appear in the next.
  toast.dismiss()
})
