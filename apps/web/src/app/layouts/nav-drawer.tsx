import type { ReactNode } from 'react'
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx'

type NavDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}

/**
 * The sidebar's drawer on small screens, a file of its own: the dialog's code loads when the menu
 * is first opened, so a member's first load of the panel goes without it (issue 28).
 */
export function NavDrawer({ open, onOpenChange, title, children }: NavDrawerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="start" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{title}</DialogTitle>
        {children}
      </DialogContent>
    </Dialog>
  )
}
