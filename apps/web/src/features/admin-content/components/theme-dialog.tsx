import type { Theme } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Controller, useForm } from 'react-hook-form'
import { DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { notify } from '../../../lib/notify.ts'
import { useContentCategories } from '../api/get-content-lists.ts'
import { useWriteContent } from '../api/save-content.ts'
import {
  errorsResolver,
  type ThemeFormValues,
  themeBody,
  themeFormErrors,
  themeFormValues,
} from '../lib/content-forms.ts'
import { CoverField } from './file-field.tsx'
import {
  DescriptionField,
  FormButtons,
  FormDialog,
  type FormTarget,
  reportSaveError,
  SelectField,
} from './form-dialog.tsx'

/** 'Agregar Nuevo Tema' / 'Editar Tema'. */
export function ThemeDialog({ target, onClose }: { target: FormTarget<Theme>; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose}>
      {(theme) => <ThemeForm theme={theme} onDone={onClose} />}
    </FormDialog>
  )
}

function ThemeForm({ theme, onDone }: { theme: Theme | undefined; onDone: () => void }) {
  const write = useWriteContent()
  const categories = useContentCategories()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ThemeFormValues>({
    defaultValues: themeFormValues(theme),
    resolver: errorsResolver(themeFormErrors),
  })

  const onSubmit = handleSubmit(async (values) => {
    const fallback = theme ? es['adminContent.error.updateTheme'] : es['adminContent.error.createTheme']
    try {
      await write.mutateAsync({
        write: theme
          ? { kind: 'update', resource: 'themes', id: theme._id, body: themeBody(values, 'update') }
          : { kind: 'create', resource: 'themes', body: themeBody(values, 'create') },
        fallbackMessage: fallback,
      })
      notify.success(theme ? es['catalog.themeUpdated'] : es['catalog.themeCreated'])
      onDone()
    } catch (error) {
      reportSaveError(error, fallback, (message) =>
        t(theme ? 'adminContent.error.updateThemeWith' : 'adminContent.error.createThemeWith', { message }),
      )
    }
  })

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {theme ? es['adminContent.form.editTheme'] : es['adminContent.form.addTheme']}
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
          name="category"
          render={({ field }) => (
            <SelectField
              label={es['adminContent.form.category']}
              placeholder={es['adminContent.form.chooseCategory']}
              value={field.value}
              onChange={field.onChange}
              options={(categories.data ?? []).map((category) => ({
                value: category._id,
                label: category.name,
              }))}
              error={errors.category?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <CoverField folder="caratula-temas" value={field.value} onChange={field.onChange} />
          )}
        />
        <FormButtons busy={isSubmitting} />
      </form>
    </>
  )
}
