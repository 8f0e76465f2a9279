import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * One `like '%word%'` condition per search word, for a folded text column (`users.search_text`), so
 * every word must appear. `%`, `_` and `\` typed in a search box are letters, not wildcards.
 */
export function containsEveryWord(foldedText: SQLWrapper, words: readonly string[]): SQL[] {
  return words.map(
    (word) => sql`${foldedText} like ${`%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`}`,
  )
}
