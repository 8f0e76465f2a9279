import { ContentPage } from '../../features/admin-content/components/content-page.tsx'
import { lazyNamed } from '../../lib/deferred.tsx'

// The forms pick their files in the library's picker; it loads when a form first opens it.
const FilePickerDialog = lazyNamed(
  () => import('../../features/file-library/components/file-picker-dialog.tsx'),
  'FilePickerDialog',
)

/** /admin/audio: Gestión de Contenido, for admin and crmUser (decision 034). */
export function AdminContentRoute() {
  return <ContentPage filePicker={FilePickerDialog} />
}
