import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx'
import { type PreviewProps, sourceOf } from './preview-source.ts'

/** The image, as large as the screen allows. Closes on Escape and on the backdrop. */
export function ImagePreviewDialog({ item, onClose }: PreviewProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent aria-describedby={undefined} className="flex flex-col gap-4 sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="text-xl break-all">{item?.name}</DialogTitle>
        </DialogHeader>
        {item ? (
          <img
            src={sourceOf(item)}
            alt={item.name}
            className="max-h-[70dvh] w-full rounded-xl bg-ink-50 object-contain"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
