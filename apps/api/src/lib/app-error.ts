import type { MessageKey } from '@sosiego/shared'

/**
 * A failure a service can name: its code is a catalogue key, so the client always gets the Spanish
 * sentence for it. Services throw these; only the error plugin turns them into answers.
 */
export class AppError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly statusCode: number,
    readonly values: Record<string, string | number> = {},
    /** Fields the client acts on, sent beside `message` and `code` (the existing review's id, say). */
    readonly details: Record<string, string | number | boolean> = {},
  ) {
    super(code)
    this.name = 'AppError'
  }
}
