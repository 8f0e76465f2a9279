import { FileLibraryPage } from '../../features/file-library/components/file-library-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

/** /admin/assets: admin and crmUser see the library; only admins upload and delete (decision 034). */
export function AdminAssetsRoute() {
  const user = useSignedInUser()
  return <FileLibraryPage canWrite={user.role === 'admin'} />
}
