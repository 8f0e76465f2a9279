import { es } from '@sosiego/shared/messages/back-office'
import { Alert } from '../../../components/ui/alert.tsx'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { CategoriesPanel } from './categories-panel.tsx'
import { type FilePickerComponent, FilePickerContext } from './file-picker-context.ts'
import { MediaPanel } from './media-panel.tsx'
import { PdfsPanel } from './pdfs-panel.tsx'
import { ThemesPanel } from './themes-panel.tsx'

/**
 * /admin/audio, Gestión de Contenido (back-office spec §2): four panels over the staff view of the
 * catalogue. Admins write; crmUser reads only (decision 034): no 'Agregar nuevo', edit or delete,
 * and the switches are disabled.
 */
export function ContentPage({ filePicker }: { filePicker: FilePickerComponent }) {
  const user = useSignedInUser()
  const canEdit = user.role === 'admin'
  return (
    <FilePickerContext value={filePicker}>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="font-display text-4xl text-ink-950">{es['adminContent.title']}</h1>
          <p className="text-base text-ink-600">{es['adminContent.description']}</p>
        </header>
        {canEdit ? null : (
          <Alert>
            <p>{es['adminContent.readOnly']}</p>
          </Alert>
        )}
        <CategoriesPanel canEdit={canEdit} />
        <ThemesPanel canEdit={canEdit} />
        <MediaPanel canEdit={canEdit} />
        <PdfsPanel canEdit={canEdit} />
      </div>
    </FilePickerContext>
  )
}
