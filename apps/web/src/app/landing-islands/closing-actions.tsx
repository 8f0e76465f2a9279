import { es } from '@sosiego/shared/messages/site'
import { Button } from '../../components/ui/button.tsx'
import { DownloadAppDialog } from '../../features/landing/components/download-app-dialog.tsx'
import { useStoreLinks } from '../../features/landing/lib/use-app-setting.ts'
import { startTrial } from './start-trial.ts'

/** The closing section's buttons: start the trial, or download the app. */
export function ClosingActions() {
  const links = useStoreLinks()
  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" onClick={startTrial}>
        {es['hero.cta']}
      </Button>
      <DownloadAppDialog links={links} />
    </>
  )
}
