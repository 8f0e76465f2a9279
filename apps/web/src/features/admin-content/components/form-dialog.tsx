import { es } from '@sosiego/shared/messages/back-office'
import { type ComponentProps, Fragment, type ReactNode, useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { describedBy, Field, inputClasses } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { ApiError, sessionExpiredCode } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'

/** What a panel's add/edit dialog is showing: a new item, one being edited, or nothing. */
export type FormTarget<Item> = Item | 'new' | null

/**
 * The add/edit modal's frame (closes on Escape and on the close button) around the form for
 * `target`: `undefined` for a new item. The form brings its title, and starts afresh (`key`) for
 * every item, or whenever `formKey` changes.
 */
export function FormDialog<Item extends { _id: string }>({
  target,
  onClose,
  formKey = 'new',
  children,
}: {
  target: FormTarget<Item>
  onClose: () => void
  formKey?: string
  children: (item: Item | undefined) => ReactNode
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && onClose()}>
      {target ? (
        <DialogContent aria-describedby={undefined} className="max-w-xl">
          <Fragment key={target === 'new' ? formKey : target._id}>
            {children(target === 'new' ? undefined : target)}
          </Fragment>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

/** 'Cancelar' and 'Guardar' at the foot of a form. */
export function FormButtons({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">{es['common.cancel']}</Button>
      </DialogClose>
      <Button type="submit" loading={busy} disabled={disabled}>
        {es['adminContent.save']}
      </Button>
    </div>
  )
}

/**
 * A failed save in a toast: the server's message first, else the spec's fallback, in the spec's
 * wording for the kind (`wrap`). An expired session says nothing: its modal already does.
 */
export function reportSaveError(
  error: unknown,
  fallback: string,
  wrap: (message: string) => string = (m) => m,
) {
  if (error instanceof ApiError && error.code === sessionExpiredCode) return
  notify.error(wrap(errorMessage(error, fallback)))
}

/** 'Descripción': a textarea with its label and error, for react-hook-form's `register`. */
export function DescriptionField({ error, ...props }: ComponentProps<'textarea'> & { error?: string }) {
  const id = useId()
  return (
    <Field id={id} label={es['adminContent.form.description']} error={error}>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={cn(inputClasses, 'h-auto py-2.5')}
        {...props}
      />
    </Field>
  )
}

type SelectFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  placeholder: string
  error?: string
  hint?: string
  disabled?: boolean
}

/** A labelled select of a form (category, theme). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  disabled,
}: SelectFieldProps) {
  const id = useId()
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={value === '' ? 'text-ink-600' : undefined}
      >
        {/* Shown until a choice is made; not a choice itself. */}
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}
