/**
 * Sentences are looked up in a catalogue: the whole one (es.ts, the API's) or one of the web's area
 * catalogues (site.ts, account.ts, panel.ts, back-office.ts), so a page downloads only the texts of
 * its area (issue 29). Each of them has its own `t` and `tCount`, typed by its own keys: a key from
 * another area is a type error, never a missing text at run time.
 */

/** The stem of a sentence that comes in a singular (`<stem>.one`) and a plural (`<stem>.other`) form. */
export type CountStem<Key extends string> = {
  [K in Key]: K extends `${infer Stem}.one` ? (`${Stem}.other` extends Key ? Stem : never) : never
}[Key]

/** `t` for a catalogue: a sentence with `{name}` placeholders filled in. */
export function translator<Catalogue extends Record<string, string>>(catalogue: Catalogue) {
  return (key: keyof Catalogue & string, values: Record<string, string | number> = {}): string =>
    (catalogue[key] as string).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
}

/**
 * `tCount` for a catalogue: a sentence about `count` things, in the form Spanish uses for it: the
 * singular for exactly one ('1 elemento encontrado'), the plural for everything else ('0 elementos',
 * '8 elementos'), never 'elemento(s)'. `{count}` is filled in with the number, or with `values.count`
 * when the caller gives it as it should read (a formatted '1.234').
 */
export function counter<Catalogue extends Record<string, string>>(catalogue: Catalogue) {
  const t = translator(catalogue)
  return (
    stem: CountStem<keyof Catalogue & string>,
    count: number,
    values: Record<string, string | number> = {},
  ): string => t(`${stem}.${Math.abs(count) === 1 ? 'one' : 'other'}`, { count, ...values })
}
