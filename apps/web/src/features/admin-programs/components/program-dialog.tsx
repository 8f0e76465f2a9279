import { type AdminProgram, programLevelValues } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { notify } from '../../../lib/notify.ts'
import { useContentCategories } from '../../admin-content/api/get-content-lists.ts'
import { CoverField } from '../../admin-content/components/file-field.tsx'
import {
  DescriptionField,
  FormButtons,
  type FormTarget,
  reportSaveError,
  SelectField,
} from '../../admin-content/components/form-dialog.tsx'
import { SegmentedChoice } from '../../admin-content/components/segmented-choice.tsx'
import { errorsResolver } from '../../admin-content/lib/content-forms.ts'
import { useWriteProgram } from '../api/save-program.ts'
import {
  type ProgramFormValues,
  programBody,
  programFormErrors,
  programFormValues,
  type StepChoice,
  stepOfMedia,
} from '../lib/program-form.ts'
import { MediaSearch } from './media-search.tsx'
import { StepList } from './step-list.tsx'

/** The library folder a program's cover is chosen from: programs are collections, as categories are. */
const coverFolder = 'caratula-categorias'

/** 'Agregar programa' / 'Editar programa': the whole program, its steps in order. Admins only. */
export function ProgramDialog({
  target,
  onClose,
}: {
  target: FormTarget<AdminProgram>
  onClose: () => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && onClose()}>
      {target ? (
        <DialogContent aria-describedby={undefined} className="max-w-2xl">
          <ProgramForm
            key={target === 'new' ? 'new' : target._id}
            program={target === 'new' ? undefined : target}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ProgramForm({ program, onDone }: { program: AdminProgram | undefined; onDone: () => void }) {
  const write = useWriteProgram()
  const categories = useContentCategories()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProgramFormValues>({
    defaultValues: programFormValues(program),
    resolver: errorsResolver(programFormErrors),
  })

  const onSubmit = handleSubmit(async (values) => {
    const fallback = es[program ? 'adminPrograms.updateFailed' : 'adminPrograms.createFailed']
    const body = programBody(values)
    try {
      await write.mutateAsync({
        write: program ? { kind: 'update', id: program._id, body } : { kind: 'create', body },
        fallbackMessage: fallback,
      })
      notify.success(es[program ? 'adminPrograms.updated' : 'adminPrograms.created'])
      onDone()
    } catch (error) {
      reportSaveError(error, fallback)
    }
  })

  const categoryOptions = (categories.data ?? []).map((entry) => ({ value: entry._id, label: entry.name }))
  const levelOptions = programLevelValues.map((level) => ({
    value: level,
    label: es[`adminPrograms.level.${level}`],
  }))

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {es[program ? 'adminPrograms.form.editTitle' : 'adminPrograms.form.addTitle']}
        </DialogTitle>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
        <Input
          label={es['adminPrograms.form.title']}
          error={errors.title?.message}
          maxLength={120}
          {...register('title')}
        />
        <DescriptionField error={errors.description?.message} {...register('description')} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <SelectField
                label={es['adminPrograms.form.category']}
                placeholder={es['adminPrograms.form.chooseCategory']}
                value={field.value}
                onChange={field.onChange}
                options={categoryOptions}
                error={errors.category?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="level"
            render={({ field }) => (
              <SelectField
                label={es['adminPrograms.form.level']}
                placeholder={es['adminPrograms.form.level']}
                value={field.value}
                onChange={field.onChange}
                options={levelOptions}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="pace"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <SegmentedChoice
                label={es['adminPrograms.form.pace']}
                value={field.value}
                options={[
                  { value: 'daily', label: es['adminPrograms.pace.daily'] },
                  { value: 'free', label: es['adminPrograms.pace.free'] },
                ]}
                onChange={field.onChange}
              />
              <p className="text-sm text-ink-600">{es['adminPrograms.form.paceHint']}</p>
            </div>
          )}
        />
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <CoverField folder={coverFolder} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="steps"
          render={({ field }) => (
            <StepsField steps={field.value} onChange={field.onChange} error={errors.steps?.message} />
          )}
        />
        <FormButtons busy={isSubmitting} />
      </form>
    </>
  )
}

/** 'Pasos': the ordered list, then the search that adds an item at the end. */
function StepsField({
  steps,
  onChange,
  error,
}: {
  steps: StepChoice[]
  onChange: (steps: StepChoice[]) => void
  error: string | undefined
}) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // What the last Subir, Bajar, Añadir or Quitar did, read out by screen readers.
  const [announcement, setAnnouncement] = useState('')
  const change = (next: StepChoice[], said: string) => {
    onChange(next)
    setAnnouncement(said)
  }
  const taken = new Set(steps.map((step) => step._id))

  return (
    <fieldset aria-labelledby={labelId} className="flex min-w-0 flex-col gap-3">
      <legend id={labelId} className="mb-1.5 text-sm font-medium text-ink-800">
        {es['adminPrograms.steps.title']}
      </legend>
      <p id={hintId} className="text-sm text-ink-600">
        {es['adminPrograms.steps.hint']}
      </p>
      {steps.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink-300 bg-white px-4 py-4 text-center text-sm text-ink-700">
          {es['adminPrograms.steps.empty']}
        </p>
      ) : (
        <StepList steps={steps} onChange={change} labelId={labelId} describedBy={hintId} />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <MediaSearch
        label={es['adminPrograms.search.label']}
        taken={{ ids: taken, label: es['adminPrograms.search.inProgram'] }}
        action={{
          label: es['adminPrograms.search.add'],
          nameOf: (item) => t('adminPrograms.search.addOf', { name: item.title }),
        }}
        onPick={(item) =>
          change(
            [...steps, stepOfMedia(item)],
            t('adminPrograms.steps.added', { name: item.title, position: steps.length + 1 }),
          )
        }
      />
    </fieldset>
  )
}
