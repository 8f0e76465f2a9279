import type { Category } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Controller, useForm } from 'react-hook-form'
import { DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { notify } from '../../../lib/notify.ts'
import { useWriteContent } from '../api/save-content.ts'
import {
  type CategoryFormValues,
  categoryBody,
  categoryFormErrors,
  categoryFormValues,
  errorsResolver,
} from '../lib/content-forms.ts'
import { CoverField } from './file-field.tsx'
import {
  DescriptionField,
  FormButtons,
  FormDialog,
  type FormTarget,
  reportSaveError,
} from './form-dialog.tsx'

/** 'Agregar Nueva Categoría' / 'Editar Categoría'. */
export function CategoryDialog({ target, onClose }: { target: FormTarget<Category>; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose}>
      {(category) => <CategoryForm category={category} onDone={onClose} />}
    </FormDialog>
  )
}

function CategoryForm({ category, onDone }: { category: Category | undefined; onDone: () => void }) {
  const write = useWriteContent()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues>({
    defaultValues: categoryFormValues(category),
    resolver: errorsResolver(categoryFormErrors),
  })

  const onSubmit = handleSubmit(async (values) => {
    const fallback = category
      ? es['adminContent.error.updateCategory']
      : es['adminContent.error.createCategory']
    try {
      await write.mutateAsync({
        write: category
          ? { kind: 'update', resource: 'categories', id: category._id, body: categoryBody(values, 'update') }
          : { kind: 'create', resource: 'categories', body: categoryBody(values, 'create') },
        fallbackMessage: fallback,
      })
      notify.success(category ? es['catalog.categoryUpdated'] : es['catalog.categoryCreated'])
      onDone()
    } catch (error) {
      reportSaveError(error, fallback)
    }
  })

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {category ? es['adminContent.form.editCategory'] : es['adminContent.form.addCategory']}
        </DialogTitle>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
        <Input
          label={es['adminContent.form.name']}
          error={errors.name?.message}
          maxLength={120}
          {...register('name')}
        />
        <DescriptionField error={errors.description?.message} {...register('description')} />
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <CoverField folder="caratula-categorias" value={field.value} onChange={field.onChange} />
          )}
        />
        <FormButtons busy={isSubmitting} />
      </form>
    </>
  )
}
