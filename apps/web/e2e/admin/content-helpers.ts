import { expect, type Locator, type Page } from '@playwright/test'

/** Recursos: a folder of the grid, the upload input, and a file's card by its stored name. */
export const openFolder = (page: Page, name: string) =>
  page.getByRole('button', { name: `Abrir carpeta ${name}` }).click()
export const fileInput = (page: Page) => page.locator('input[type="file"]')
/**
 * A file's tile by its stored name (spaces become underscores and a timestamp goes before the
 * extension): 'Ver' and the name, then the size and date the tile shows (WCAG 2.5.3).
 */
export const storedAs = (base: string, extension: string) =>
  new RegExp(`^Ver ${base}_\\d+\\${extension}(, |$)`)

/** Gestión de Contenido: one of the four panels. */
export const panel = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) })

/** Picks a file in the library's picker, opened from the form's field named `field`. */
export async function pickFile(page: Page, dialog: Locator, field: string, file: string | RegExp) {
  await dialog.getByRole('group', { name: field }).getByRole('button', { name: 'Seleccionar…' }).click()
  const picker = page.getByRole('dialog', { name: /^Seleccionar / })
  const name = typeof file === 'string' ? new RegExp(file.replace('.', '\\.')) : file
  await picker.getByRole('button', { name }).click()
  await expect(picker).toBeHidden()
  await expect(dialog.getByRole('group', { name: field })).toContainText(file)
}

/** Chooses an option of a form's select. */
export async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).selectOption({ label: option })
}
