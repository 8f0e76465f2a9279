import { es } from '@sosiego/shared/messages/panel'
import { Alert } from '../../../components/ui/alert.tsx'
import { DownloadsList } from './downloads-list.tsx'
import { useOnline } from './use-online.ts'

/** 'Sin conexión…' while the browser has no network; nothing online. */
export function OfflineNotice() {
  if (useOnline()) return null
  return (
    <Alert tone="info" role="status">
      <p>{es['downloads.offline']}</p>
    </Alert>
  )
}

/**
 * The panel home with no network (issue 28): the notice and, for a member with a plan in force, the
 * downloads to play, so an app opened offline leads somewhere.
 */
export function OfflineHome({ canListen }: { canListen: boolean }) {
  const online = useOnline()
  if (online) return null
  return (
    <>
      <OfflineNotice />
      {canListen ? <DownloadsList /> : null}
    </>
  )
}
