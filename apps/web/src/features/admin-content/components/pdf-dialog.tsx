import type { PdfItem } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Controller, useForm } from 'react-hook-form'
import { DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { notify } from '../../../lib/notify.ts'
import { useWriteContent } from '../api/save-content.ts'
import {
  errorsResolver,
  type PdfFormValues,
  pdfBody,
  pdfFormErrors,
  pdfFormValues,
} from '../lib/content-forms.ts'
import { CoverField, FileField } from './file-field.tsx'
import { FormButtons, FormDialog, type FormTarget, reportSaveError } from './form-dialog.tsx'

/** 'Agregar Nuevo PDF' / 'Editar PDF'. */
export function PdfDialog({ target, onClose }: { target: FormTarget<PdfItem>; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose}>
      {(pdf) => <PdfForm pdf={pdf} onDone={onClose} />}
    </FormDialog>
  )
}

function PdfForm({ pdf, onDone }: { pdf: PdfItem | undefined; onDone: () => void }) {
  const write = useWriteContent()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PdfFormValues>({ defaultValues: pdfFormValues(pdf), resolver: errorsResolver(pdfFormErrors) })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        write: pdf
          ? { kind: 'update', resource: 'pdfs', id: pdf._id, body: pdfBody(values, 'update') }
          : { kind: 'create', resource: 'pdfs', body: pdfBody(values, 'create') },
        fallbackMessage: es['adminContent.error.savePdf'],
      })
      notify.success(pdf ? es['catalog.pdfUpdated'] : es['catalog.pdfCreated'])
      onDone()
    } catch (error) {
      reportSaveError(error, es['adminContent.error.savePdf'])
    }
  })

  return (
    <>
      <DialogHeader>
        <DialogTitle>{pdf ? es['adminContent.form.editPdf'] : es['adminContent.form.addPdf']}</DialogTitle>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
        <Input
          label={es['adminContent.form.title']}
          error={errors.title?.message}
          maxLength={200}
          {...register('title')}
        />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileField
              label={es['adminContent.form.pdfFile']}
              kind="pdf"
              folder="archivos-pdf"
              value={field.value}
              onChange={field.onChange}
              error={errors.file?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <CoverField folder="caratula-pdf" value={field.value} onChange={field.onChange} />
          )}
        />
        <FormButtons busy={isSubmitting} />
      </form>
    </>
  )
}
