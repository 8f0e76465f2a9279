import { es } from '@sosiego/shared/messages/back-office'
import { Info } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { flagConflictTexts, type PlanFlag } from '../lib/plan-form.ts'

type FlagConflictDialogProps = { flag: PlanFlag | null; onClose: () => void }

/** 'Plan popular' / 'Plan de prueba': the info dialog that blocks a second holder (spec §4, §5). */
export function FlagConflictDialog({ flag, onClose }: FlagConflictDialogProps) {
  const texts = flag ? flagConflictTexts(flag) : null
  return (
    <Dialog open={flag !== null} onOpenChange={(open) => !open && onClose()}>
      {texts ? (
        <DialogContent role="alertdialog" className="max-w-sm">
          <DialogHeader>
            <Info aria-hidden="true" className="size-8 text-primary-600" />
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.message}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{es['adminPlans.conflict.ok']}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
