import type { AssetFolder, AssetKind, FileItem } from '@sosiego/shared'
import { type ComponentType, createContext } from 'react'

/** The file library's picker dialog (features/file-library), as the route hands it to this page. */
export type FilePickerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  kind: AssetKind
  folder: AssetFolder
  onSelect: (file: FileItem) => void
}
export type FilePickerComponent = ComponentType<FilePickerProps>

/**
 * Features do not import each other: the route composes this page with the library's picker and
 * passes it down through this context.
 */
export const FilePickerContext = createContext<FilePickerComponent | null>(null)
