import type { AssetFolder, AssetKind, FileItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { FileCheck2, X } from 'lucide-react'
import { useContext, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred } from '../../../lib/deferred.tsx'
import type { FileChoice } from '../lib/content-forms.ts'
import { FilePickerContext } from './file-picker-context.ts'

type FileFieldProps = {
  label: string
  hint?: string
  error?: string
  kind: AssetKind
  folder: AssetFolder
  value: FileChoice | null
  /** The chosen file as the form keeps it (and the library's whole entry), or nulls when cleared. */
  onChange: (choice: FileChoice | null, file: FileItem | null) => void
  disabled?: boolean
}

/** A library file for a form: its name, 'Seleccionar…' opening the picker, and a clear button. */
export function FileField({ label, hint, error, kind, folder, value, onChange, disabled }: FileFieldProps) {
  const Picker = useContext(FilePickerContext)
  const [open, setOpen] = useState(false)
  const id = useId()
  const labelId = `${id}-label`
  const noteId = error ? `${id}-error` : hint ? `${id}-hint` : undefined

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={noteId} className="flex min-w-0 flex-col gap-1.5">
      <legend id={labelId} className="mb-1.5 text-sm font-medium text-ink-800">
        {label}
      </legend>
      <div
        aria-invalid={error ? true : undefined}
        className="flex min-h-11 flex-wrap items-center gap-2 rounded-md border border-ink-300 bg-white py-1.5 pr-1.5 pl-3.5 aria-invalid:border-danger-600"
      >
        {value ? <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-success-700" /> : null}
        <span
          className={
            value ? 'min-w-0 flex-1 text-sm break-all text-ink-900' : 'min-w-0 flex-1 text-sm text-ink-600'
          }
        >
          {value ? value.name : es['adminContent.form.noFile']}
        </span>
        <div className="flex items-center gap-1">
          {value ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t('adminContent.form.clearFile', { label })}
              disabled={disabled}
              onClick={() => onChange(null, null)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          <Button variant="outline" size="sm" disabled={disabled || !Picker} onClick={() => setOpen(true)}>
            {es['adminContent.form.chooseFile']}
          </Button>
        </div>
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      {Picker ? (
        <Deferred when={open}>
          <Picker
            open={open}
            onOpenChange={setOpen}
            kind={kind}
            folder={folder}
            onSelect={(file) => {
              onChange({ name: file.name, url: file.url }, file)
              setOpen(false)
            }}
          />
        </Deferred>
      ) : null}
    </fieldset>
  )
}

/** 'Portada' (optional): a cover image from the library's `folder`. */
export function CoverField({
  folder,
  value,
  onChange,
}: {
  folder: AssetFolder
  value: FileChoice | null
  onChange: (choice: FileChoice | null) => void
}) {
  return (
    <FileField
      label={es['adminContent.form.cover']}
      hint={es['adminContent.form.coverHint']}
      kind="image"
      folder={folder}
      value={value}
      onChange={onChange}
    />
  )
}
