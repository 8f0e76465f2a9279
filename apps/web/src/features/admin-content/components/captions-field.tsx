import { es, t } from '@sosiego/shared/messages/back-office'
import { UploadCloud } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { uploadCaptions } from '../api/upload-captions.ts'
import type { FileChoice, MediaFileType } from '../lib/content-forms.ts'
import { FileField } from './file-field.tsx'

type UploadState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }

/**
 * 'Subtítulos (WebVTT)' for a video, 'Transcripción (WebVTT)' for an audio (issue 34): a `.vtt` of
 * the subtitulos folder chosen in the picker, or uploaded from here and chosen at once. The server
 * checks the file; a malformed one is refused with the line it trips on, shown under the field.
 */
export function CaptionsField({
  fileType,
  value,
  onChange,
}: {
  fileType: MediaFileType
  value: FileChoice | null
  onChange: (choice: FileChoice | null) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<UploadState>({ kind: 'idle' })
  const id = useId()

  const send = async (file: File | undefined) => {
    if (!file) return
    setState({ kind: 'busy' })
    try {
      const stored = await uploadCaptions(file)
      onChange({ name: stored.name, url: stored.url })
      setState({ kind: 'done', name: stored.name })
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, es['adminCaptions.uploadFailed']) })
    } finally {
      // The same file can be sent again once it is fixed.
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <FileField
        label={es[fileType === 'video' ? 'adminCaptions.field.video' : 'adminCaptions.field.audio']}
        hint={es[fileType === 'video' ? 'adminCaptions.hint.video' : 'adminCaptions.hint.audio']}
        kind="captions"
        folder="subtitulos"
        value={value}
        onChange={(choice) => {
          onChange(choice)
          setState({ kind: 'idle' })
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".vtt,text/vtt"
          aria-label={es['adminCaptions.uploadInput']}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          size="sm"
          loading={state.kind === 'busy'}
          onClick={() => input.current?.click()}
        >
          <UploadCloud aria-hidden="true" className="size-4" />
          {state.kind === 'busy' ? es['adminCaptions.uploading'] : es['adminCaptions.upload']}
        </Button>
        <p role="status" className="text-sm text-success-700">
          {state.kind === 'done' ? t('adminCaptions.uploaded', { name: state.name }) : null}
        </p>
      </div>
      <p role="alert" className="text-sm text-danger-600 empty:hidden">
        {state.kind === 'failed' ? state.message : null}
      </p>
    </div>
  )
}
