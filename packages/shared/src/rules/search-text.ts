/** Lower case without accents: 'Respiración' is found by 'respiracion', 'Lucía' by 'LUCIA'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words of a search box, folded; none when it is blank. */
export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean)
}

/** Whether an already folded text holds every word of a search (no words: everything matches). */
export function holdsEveryWord(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word))
}
