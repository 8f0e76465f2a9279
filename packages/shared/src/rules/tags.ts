/**
 * Catalogue tags (back-office spec §5): trimmed, lower-cased, without blanks or repeats, in the order
 * first given. The server stores them so; the content form shows them so before sending.
 */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))]
}

/** What a tag field holds after the person typed `draft`: a comma separates tags (Enter adds too). */
export function addTagsFromDraft(tags: readonly string[], draft: string): string[] {
  return normaliseTags([...tags, ...draft.split(',')])
}
