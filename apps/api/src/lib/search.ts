import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * One `like '%word%'` condition per search word, for a folded text column (`users.search_text`), so
 * every word must appear. `%`, `_` and `\` typed in a search box are letters, not wildcards.
 */
export function containsEveryWord(foldedText: SQLWrapper, words: readonly string[]): SQL[] {
  return words.map((word) => sql`${foldedText} like ${containingPattern(word)}`)
}

/** The `like` pattern of the texts holding a word, its `%`, `_` and backslash escaped. */
export function containingPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
