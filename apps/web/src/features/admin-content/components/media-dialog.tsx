import type { FileItem, MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useCallback, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { notify } from '../../../lib/notify.ts'
import { useContentCategories, useContentThemes } from '../api/get-content-lists.ts'
import { useWriteContent } from '../api/save-content.ts'
import { themesOfCategory } from '../lib/content-filters.ts'
import {
  errorsResolver,
  type FileChoice,
  type MediaFileType,
  type MediaFormValues,
  mediaBody,
  mediaFormErrors,
  mediaFormValues,
} from '../lib/content-forms.ts'
import { CaptionsField } from './captions-field.tsx'
import { CoverField, FileField } from './file-field.tsx'
import {
  DescriptionField,
  FormButtons,
  FormDialog,
  type FormTarget,
  reportSaveError,
  SelectField,
} from './form-dialog.tsx'
import { SegmentedChoice } from './segmented-choice.tsx'
import { TagInput } from './tag-input.tsx'
import { VideoDurationProbe } from './video-duration-probe.tsx'

type MediaDialogProps = {
  target: FormTarget<MediaItem>
  /** The type a new item starts with: the one the panel shows. */
  fileType: MediaFileType
  onClose: () => void
}

/** 'Agregar Nuevo Audio' / 'Agregar Nuevo Video' / 'Editar Audio' / 'Editar Video'. */
export function MediaDialog({ target, fileType, onClose }: MediaDialogProps) {
  return (
    <FormDialog target={target} onClose={onClose} formKey={`new-${fileType}`}>
      {(item) => <MediaForm item={item} fileType={fileType} onDone={onClose} />}
    </FormDialog>
  )
}

const titles = {
  audio: { create: 'adminContent.form.addAudio', update: 'adminContent.form.editAudio' },
  video: { create: 'adminContent.form.addVideo', update: 'adminContent.form.editVideo' },
} as const

const fileFolders = { audio: 'audios', video: 'videos' } as const
const coverFolders = { audio: 'caratula-audios', video: 'caratula-videos' } as const

function MediaForm({
  item,
  fileType: initialType,
  onDone,
}: {
  item: MediaItem | undefined
  fileType: MediaFileType
  onDone: () => void
}) {
  const write = useWriteContent()
  const categories = useContentCategories()
  const themes = useContentThemes()
  const allThemes = themes.data ?? []
  // The resolver is made once; it reads the themes as they are when the form is sent.
  const themesRef = useRef(allThemes)
  themesRef.current = allThemes
  // The video whose duration is being read, by its browser-reachable URL.
  const [probe, setProbe] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<MediaFormValues>({
    defaultValues: mediaFormValues(item, initialType),
    resolver: errorsResolver((values: MediaFormValues) => mediaFormErrors(values, themesRef.current)),
  })
  const fileType = watch('fileType')
  const category = watch('category')
  const duration = watch('duration')

  const onDuration = useCallback(
    (seconds: number) => {
      setValue('duration', seconds)
      setProbe(null)
    },
    [setValue],
  )

  const changeType = (next: MediaFileType) => {
    if (next === fileType) return
    // Spec §2: switching the type clears the chosen media (an audio file is no video).
    setValue('fileType', next)
    setValue('file', null)
    setValue('duration', 0)
    setProbe(null)
    clearErrors('file')
  }

  const chooseFile = (choice: FileChoice | null, file: FileItem | null) => {
    setValue('file', choice, {
      shouldValidate: Boolean(errors.file),
    })
    setValue('duration', 0)
    setProbe(file && fileType === 'video' ? (file.previewUrl ?? file.url) : null)
  }

  const onSubmit = handleSubmit(async (values) => {
    const mode = item ? 'update' : 'create'
    const video = values.fileType === 'video'
    const fallback = video
      ? es[item ? 'adminContent.error.updateVideo' : 'adminContent.error.createVideo']
      : es[item ? 'adminContent.error.updateAudio' : 'adminContent.error.createAudio']
    try {
      await write.mutateAsync({
        write: item
          ? { kind: 'update', resource: 'audios', id: item._id, body: mediaBody(values, mode) }
          : { kind: 'create', resource: 'audios', body: mediaBody(values, mode) },
        fallbackMessage: fallback,
      })
      notify.success(
        video
          ? es[item ? 'adminContent.saved.videoUpdated' : 'adminContent.saved.videoCreated']
          : es[item ? 'catalog.audioUpdated' : 'catalog.audioCreated'],
      )
      onDone()
    } catch (error) {
      reportSaveError(error, fallback, (message) =>
        video
          ? message
          : t(item ? 'adminContent.error.updateAudioWith' : 'adminContent.error.createAudioWith', {
              message,
            }),
      )
    }
  })

  const categoryOptions = (categories.data ?? []).map((entry) => ({ value: entry._id, label: entry.name }))
  const themeOptions = category
    ? themesOfCategory(allThemes, category).map((entry) => ({ value: entry._id, label: entry.name }))
    : []

  return (
    <>
      <DialogHeader>
        <DialogTitle>{es[titles[fileType][item ? 'update' : 'create']]}</DialogTitle>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
        <SegmentedChoice
          label={es['adminContent.form.fileType']}
          value={fileType}
          options={[
            { value: 'audio', label: es['adminContent.form.audio'] },
            { value: 'video', label: es['adminContent.form.video'] },
          ]}
          onChange={changeType}
        />
        <Input
          label={es['adminContent.form.title']}
          error={errors.title?.message}
          maxLength={200}
          {...register('title')}
        />
        <DescriptionField error={errors.description?.message} {...register('description')} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <SelectField
                label={es['adminContent.form.category']}
                placeholder={es['adminContent.form.chooseCategory']}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value)
                  // Spec §4: choosing a category clears the theme; it must belong to the category.
                  setValue('theme', '')
                }}
                options={categoryOptions}
                error={errors.category?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="theme"
            render={({ field }) => (
              <SelectField
                label={es['adminContent.form.theme']}
                placeholder={es['adminContent.form.chooseTheme']}
                value={field.value}
                onChange={field.onChange}
                options={themeOptions}
                disabled={!category || themeOptions.length === 0}
                hint={
                  !category
                    ? es['adminContent.form.themeNeedsCategory']
                    : themeOptions.length === 0
                      ? es['adminContent.form.noThemes']
                      : undefined
                }
                error={errors.theme?.message}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileField
              key={fileType}
              label={es[fileType === 'video' ? 'adminContent.form.videoFile' : 'adminContent.form.audioFile']}
              hint={
                fileType === 'audio'
                  ? es['adminContent.form.audioDurationHint']
                  : probe
                    ? es['adminContent.form.readingDuration']
                    : field.value
                      ? t('adminContent.form.videoDuration', { duration: formatMinutesSeconds(duration) })
                      : undefined
              }
              kind={fileType}
              folder={fileFolders[fileType]}
              value={field.value}
              onChange={chooseFile}
              error={errors.file?.message}
            />
          )}
        />
        {probe ? <VideoDurationProbe src={probe} onDuration={onDuration} /> : null}
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <CoverField folder={coverFolders[fileType]} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="captions"
          render={({ field }) => (
            <CaptionsField fileType={fileType} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagInput value={field.value} onChange={field.onChange} />}
        />
        <FormButtons busy={isSubmitting} disabled={probe !== null} />
      </form>
    </>
  )
}
