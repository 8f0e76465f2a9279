import { z } from 'zod'
import { t } from './common.ts'

/**
 * Spanish validation messages for schemas that carry no message of their own: the spec's own texts,
 * set on the schemas, always win; otherwise the message names the field.
 */
export function useSpanishValidationMessages(): void {
  z.config(z.locales.es())
  z.config({
    customError: (issue) => {
      const field = issue.path?.map(String).join('.')
      if (!field) return undefined
      const missing = issue.code === 'invalid_type' && issue.input === undefined
      return t(missing ? 'validation.required' : 'validation.invalidField', { field })
    },
  })
}
