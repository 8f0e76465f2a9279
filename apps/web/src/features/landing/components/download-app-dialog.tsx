import { es } from '@sosiego/shared/messages/site'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import type { StoreLinks } from '../lib/store-links.ts'

const DownloadAppPanel = lazyNamed(() => import('./download-app-panel.tsx'), 'DownloadAppPanel')

/** 'Descargar App': opens the download options (their code loads with the first opening). */
export function DownloadAppDialog({ links }: { links: StoreLinks }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {es['closing.download']}
      </Button>
      <Deferred when={open}>
        <DownloadAppPanel links={links} open={open} onOpenChange={setOpen} />
      </Deferred>
    </>
  )
}
