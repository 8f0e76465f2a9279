import { z } from 'zod'

/** A catalogue entry as a test result names it: `_id` and `name` as the spec reads them, and the slug. */
const resultEntrySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() })

/**
 * A test result in both of the spec's namings: `category`/`themes` (read) and
 * `categoriaPrincipal`/`topTemas` (sent: slugs).
 */
export const testResultSchema = z.object({
  category: resultEntrySchema.nullable(),
  categoriaPrincipal: z.string().nullable(),
  themes: z.array(resultEntrySchema),
  topTemas: z.array(z.string()),
})
export type TestResult = z.infer<typeof testResultSchema>
