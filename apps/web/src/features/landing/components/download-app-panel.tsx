import { es } from '@sosiego/shared/messages/site'
import { Smartphone } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { downloadTarget, type StoreLinks } from '../lib/store-links.ts'

const QrCode = lazy(() => import('./qr-code.tsx'))

type DownloadAppPanelProps = { links: StoreLinks; open: boolean; onOpenChange: (open: boolean) => void }

/** The download dialog: Android and iOS options and a QR code to open the download on a phone. */
export function DownloadAppPanel({ links, open, onOpenChange }: DownloadAppPanelProps) {
  const options = [
    { label: es['download.android'], href: links.playStore, icon: Smartphone },
    { label: es['download.ios'], href: links.appStore, icon: Smartphone },
  ]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['download.title']}</DialogTitle>
          <DialogDescription>{es['download.text']}</DialogDescription>
        </DialogHeader>
        <div className="mt-6 grid grid-cols-2 gap-3">
          {options.map(({ label, href, icon: Icon }) =>
            href ? (
              <Button key={label} asChild variant="outline">
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </a>
              </Button>
            ) : (
              // Not published yet: shown, but plainly unavailable.
              <Button key={label} variant="outline" disabled>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Button>
            ),
          )}
        </div>
        <div className="mt-6 flex justify-center">
          <Suspense
            fallback={
              <p role="status" className="flex size-48 items-center justify-center text-sm text-ink-600">
                {es['download.qrLoading']}
              </p>
            }
          >
            <QrCode value={downloadTarget(links)} label={es['download.qr']} className="size-48" />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  )
}
