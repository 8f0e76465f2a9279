import type { DataExportState } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/account'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { downloadOwnDataExport, useDataExport, useRequestDataExport } from '../api/data-export.ts'

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })

/** The line under the button: how the newest copy stands. */
function statusLine(state: DataExportState): { tone: 'info' | 'success' | 'danger'; text: string } | null {
  const copy = state.export
  if (!copy) return null
  switch (copy.status) {
    case 'pending':
    case 'building':
      return { tone: 'info', text: es['account.export.status.pending'] }
    case 'ready':
      return {
        tone: 'success',
        text: t('account.export.status.ready', { date: dateTime.format(new Date(copy.expiresAt ?? '')) }),
      }
    case 'failed':
      return { tone: 'danger', text: es['account.export.status.failed'] }
    case 'expired':
      return {
        tone: 'info',
        text: t('account.export.status.expired', { date: dateTime.format(new Date(copy.expiresAt ?? '')) }),
      }
    case 'revoked':
      return { tone: 'info', text: es['account.export.status.revoked'] }
  }
}

/**
 * Configuración › Tu cuenta › 'Descargar mis datos' (decision 088): asks for a ZIP of the member's
 * data, prepared in the background; the e-mail saying it is ready links here, and while it is ready
 * it is downloaded here, with the member's session (decision 098). One request per 24 hours: the
 * server's sentence says until when.
 */
export function DataExportSection() {
  const state = useDataExport()
  const request = useRequestDataExport()
  const [downloading, setDownloading] = useState(false)
  const line = state.data ? statusLine(state.data) : null
  const ready = state.data?.export?.status === 'ready'

  const ask = async () => {
    try {
      notify.success(await request.mutateAsync())
    } catch (failure) {
      toastError(failure, es['account.export.failed'])
    }
  }

  const download = async () => {
    setDownloading(true)
    try {
      const { blob, fileName } = await downloadOwnDataExport()
      downloadFile(fileName ?? 'sosiego-mis-datos.zip', blob)
    } catch (failure) {
      toastError(failure, es['account.export.notReady'])
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section aria-labelledby="data-export-title" className="flex max-w-md flex-col gap-4">
      <h2 id="data-export-title" className="font-display text-2xl text-ink-950">
        {es['account.export.title']}
      </h2>
      <p className="text-base text-ink-700">{es['account.export.intro']}</p>
      {line ? (
        <Alert tone={line.tone} aria-live="polite">
          <p>{line.text}</p>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void ask()} disabled={request.isPending}>
          {request.isPending ? es['account.export.requesting'] : es['account.export.button']}
        </Button>
        {ready ? (
          <Button type="button" variant="outline" onClick={() => void download()} disabled={downloading}>
            {es['account.export.download']}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
