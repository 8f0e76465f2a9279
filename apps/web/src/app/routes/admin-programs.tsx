import { ProgramsPage } from '../../features/admin-programs/components/programs-page.tsx'
import { lazyNamed } from '../../lib/deferred.tsx'

// The form picks its cover in the library's picker; it loads when the form first opens it.
const FilePickerDialog = lazyNamed(
  () => import('../../features/file-library/components/file-picker-dialog.tsx'),
  'FilePickerDialog',
)

/** /admin/programas: Programas, for admin and crmUser, who reads only (decision 034). */
export function AdminProgramsRoute() {
  return <ProgramsPage filePicker={FilePickerDialog} />
}
