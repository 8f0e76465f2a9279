import { es } from '@sosiego/shared/messages/common'
import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

const placements = {
  center:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 motion-safe:animate-fade-in sm:p-8',
  /** A drawer from the left edge, for navigation on small screens. */
  start:
    'inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto p-4 motion-safe:animate-slide-in-left',
} as const

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  placement?: keyof typeof placements
}

export function DialogContent({ placement = 'center', className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/40 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 bg-white text-ink-900 shadow-lifted', placements[placement], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={es['app.close']}
          className="absolute top-3 right-3 flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 font-display text-2xl leading-tight text-ink-950', className)}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-base text-ink-600', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col gap-3', className)} {...props} />
}
