import { type AssetKind, extensionOf, type FileItem, foldText, pickerExtensions } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/back-office'

/** The items whose name contains the search text (trimmed, any case and accents); all when empty. */
export function filterByName<Item extends { name: string }>(items: readonly Item[], query: string): Item[] {
  const needle = foldText(query.trim())
  return needle ? items.filter((item) => foldText(item.name).includes(needle)) : [...items]
}

/** 'N elementos encontrados' (or '1 elemento encontrado'), plus '(de M total)' while a search is narrowing the folder. */
export function countLine(shown: number, total: number, query: string): string {
  const count = tCount('fileLibrary.count', shown)
  return query.trim() ? `${count} ${t('fileLibrary.countOf', { total })}` : count
}

/** What a picker offers: the sub-folders (to browse into) and the files of its kind (spec §5). */
export function pickerItems(items: readonly FileItem[], kind: AssetKind): FileItem[] {
  const extensions = pickerExtensions[kind]
  return items.filter((item) => item.isDirectory || extensions.includes(extensionOf(item.name)))
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const
const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

/** A byte count for people: '0 B', '512 B', '1,5 KB', '3,2 MB' (powers of 1024, Spanish decimals). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${sizeFormat.format(unit === 0 ? Math.round(value) : value)} ${sizeUnits[unit]}`
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

/** The modified date in Spanish, or '' when the storage gave none. */
export function formatModified(iso: string): string {
  const date = new Date(iso)
  return iso && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : ''
}

/** The error line of a failed listing: the server's message, else 'Error desconocido'. */
export function loadErrorMessage(message: string | undefined): string {
  return t('fileLibrary.loadError', { message: message || es['fileLibrary.unknownError'] })
}
