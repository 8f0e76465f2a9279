import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { authStore } from '../lib/session-store.ts'

afterEach(() => {
  cleanup()
  localStorage.clear()
  authStore.reset()
})
