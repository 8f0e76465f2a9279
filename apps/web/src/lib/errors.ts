import { ApiError, sessionExpiredCode } from './api-client.ts'
import { notify } from './notify.ts'

/** The text to show for a failed call: the server's message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback
}

/** Toasts a failure, except an expired session: its modal already says so. */
export function toastError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.code === sessionExpiredCode) return
  notify.error(errorMessage(error, fallback))
}
