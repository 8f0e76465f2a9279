/** A legal text as data: the page renders it with one layout and a table of contents. */
export type LegalBlock = string | { list: string[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  /** ISO date of the last change, shown as 'Última actualización'. */
  updated: string
  intro: string[]
  sections: LegalSection[]
}
