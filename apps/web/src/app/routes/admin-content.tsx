import { ContentPage } from '../../features/admin-content/components/content-page.tsx'

/** /admin/audio: Gestión de Contenido, for admin and crmUser (decision 034). */
export function AdminContentRoute() {
  return <ContentPage filePicker={null} />
}
