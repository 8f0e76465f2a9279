import type { AdminProgram } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/back-office'
import { LibraryBig, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState, LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { RowAction } from '../../../components/ui/row-action.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { useConfirmation } from '../../admin-content/components/confirm-dialog.tsx'
import { ActiveSwitch, ContentItem, CoverThumb } from '../../admin-content/components/content-item.tsx'
import {
  type FilePickerComponent,
  FilePickerContext,
} from '../../admin-content/components/file-picker-context.ts'
import type { FormTarget } from '../../admin-content/components/form-dialog.tsx'
import { useAdminPrograms } from '../api/get-admin-programs.ts'
import { useProgramActions } from './use-program-actions.ts'

// The form, with dnd-kit for its steps, loads when it first opens: never with the list.
const ProgramDialog = lazyNamed(() => import('./program-dialog.tsx'), 'ProgramDialog')

const count = new Intl.NumberFormat('es-ES')

type RowProps = {
  program: AdminProgram
  canEdit: boolean
  onEdit: () => void
  onToggle: (next: boolean) => void
  onDelete: () => void
}

/**
 * /admin/programas (issue 30): the programs with their category, level, pace, steps, members who
 * started them and the active switch; a table from 1024 px, cards below. Admins add, edit, switch and
 * delete; crmUser reads (decision 034), the switches disabled and no other action.
 */
export function ProgramsPage({ filePicker }: { filePicker: FilePickerComponent }) {
  const user = useSignedInUser()
  const canEdit = user.role === 'admin'
  const programs = useAdminPrograms()
  // Eight columns beside the sidebar need the room Meditaciones' table asks for.
  const wide = useWideScreen(1024)
  const [target, setTarget] = useState<FormTarget<AdminProgram>>(null)
  const { ask, dialog } = useConfirmation()
  const { toggle, remove } = useProgramActions(ask)
  const data = programs.data

  const rowProps = (program: AdminProgram): RowProps => ({
    program,
    canEdit,
    onEdit: () => setTarget(program),
    onToggle: (next) => toggle(program, next),
    onDelete: () => remove(program),
  })

  return (
    <FilePickerContext value={filePicker}>
      <div className="flex flex-col gap-6">
        <PageHeader
          title={es['adminPrograms.title']}
          description={data ? tCount('adminPrograms.count', data.length) : es['adminPrograms.description']}
          actions={
            canEdit ? (
              <Button onClick={() => setTarget('new')}>
                <Plus aria-hidden="true" className="size-4" />
                {es['adminPrograms.add']}
              </Button>
            ) : null
          }
        />
        {canEdit ? null : (
          <Alert>
            <p>{es['adminPrograms.readOnly']}</p>
          </Alert>
        )}
        <StaleListNotice query={programs} />
        {programs.isPending ? (
          <LoadingState text={es['adminPrograms.loading']} />
        ) : !data ? (
          <LoadError
            message={errorMessage(programs.error, es['adminPrograms.loadFailed'])}
            retryLabel={es['adminPrograms.retry']}
            onRetry={() => void programs.refetch()}
          />
        ) : data.length === 0 ? (
          <EmptyState text={es['adminPrograms.empty']} />
        ) : wide ? (
          <Table>
            <TableCaption className="sr-only">{es['adminPrograms.caption']}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{es['adminPrograms.column.title']}</TableHead>
                <TableHead>{es['adminPrograms.column.category']}</TableHead>
                <TableHead>{es['adminPrograms.column.level']}</TableHead>
                <TableHead>{es['adminPrograms.column.pace']}</TableHead>
                <TableHead className="text-right">{es['adminPrograms.column.steps']}</TableHead>
                <TableHead className="text-right">{es['adminPrograms.column.enrolled']}</TableHead>
                <TableHead>{es['adminPrograms.column.status']}</TableHead>
                {canEdit ? (
                  <TableHead>
                    <span className="sr-only">{es['adminPrograms.column.actions']}</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((program) => (
                <ProgramRow key={program._id} {...rowProps(program)} />
              ))}
            </TableBody>
          </Table>
        ) : (
          <ul aria-label={es['adminPrograms.caption']} className="flex flex-col gap-3">
            {data.map((program) => (
              <li key={program._id}>
                <ProgramCard {...rowProps(program)} />
              </li>
            ))}
          </ul>
        )}
        <Deferred when={target !== null}>
          <ProgramDialog target={target} onClose={() => setTarget(null)} />
        </Deferred>
        {dialog}
      </div>
    </FilePickerContext>
  )
}

const paceLabel = (program: AdminProgram) =>
  es[program.pace === 'daily' ? 'adminPrograms.pace.daily' : 'adminPrograms.pace.free']

function ProgramActions({
  program,
  compact,
  onEdit,
  onDelete,
}: {
  program: AdminProgram
  compact: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <div className="flex justify-end gap-1">
      <RowAction
        icon={Pencil}
        label={es['adminPrograms.edit']}
        name={t('adminPrograms.editOf', { name: program.title })}
        compact={compact}
        onClick={onEdit}
      />
      <RowAction
        icon={Trash2}
        label={es['adminPrograms.delete']}
        name={t('adminPrograms.deleteOf', { name: program.title })}
        compact={compact}
        className="text-danger-700 hover:bg-danger-50"
        onClick={onDelete}
      />
    </div>
  )
}

function ProgramRow({ program, canEdit, onEdit, onToggle, onDelete }: RowProps) {
  return (
    <TableRow>
      {/* The column that gives way; the cover beside the title, so eight columns fit at 1280 px. */}
      <TableCell className="w-full">
        <div className="flex min-w-44 items-center gap-3">
          <CoverThumb url={program.coverImage?.coverImageUrl} icon={LibraryBig} className="size-10" />
          <span className="font-medium break-words text-ink-950">{program.title}</span>
        </div>
      </TableCell>
      <TableCell>{program.category.name}</TableCell>
      <TableCell>{es[`adminPrograms.level.${program.level}`]}</TableCell>
      <TableCell>{paceLabel(program)}</TableCell>
      <TableCell className="text-right tabular-nums">{count.format(program.stepCount)}</TableCell>
      <TableCell className="text-right tabular-nums">{count.format(program.enrolled)}</TableCell>
      <TableCell>
        <ActiveSwitch
          name={program.title}
          isActive={program.isActive}
          disabled={!canEdit}
          onRequest={onToggle}
        />
      </TableCell>
      {canEdit ? (
        <TableCell>
          <ProgramActions program={program} compact onEdit={onEdit} onDelete={onDelete} />
        </TableCell>
      ) : null}
    </TableRow>
  )
}

/** A program on a phone, as Gestión de Contenido shows its items: cover, title, details, switch, actions. */
function ProgramCard({ program, canEdit, onEdit, onToggle, onDelete }: RowProps) {
  return (
    <ContentItem
      name={program.title}
      headingLevel={2}
      cover={<CoverThumb url={program.coverImage?.coverImageUrl} icon={LibraryBig} />}
      status={
        <ActiveSwitch
          name={program.title}
          isActive={program.isActive}
          disabled={!canEdit}
          onRequest={onToggle}
        />
      }
      actions={
        canEdit ? (
          <ProgramActions program={program} compact={false} onEdit={onEdit} onDelete={onDelete} />
        ) : null
      }
    >
      <p className="text-sm text-ink-700">
        <span className="font-medium text-primary-800">{program.category.name}</span>
        <span aria-hidden="true"> · </span>
        <span>{es[`adminPrograms.level.${program.level}`]}</span>
        <span aria-hidden="true"> · </span>
        <span>{paceLabel(program)}</span>
      </p>
      <p className="text-sm text-ink-600">
        {tCount('adminPrograms.stepCount', program.stepCount, { count: count.format(program.stepCount) })}
        <span aria-hidden="true"> · </span>
        {tCount('adminPrograms.enrolledCount', program.enrolled, { count: count.format(program.enrolled) })}
      </p>
    </ContentItem>
  )
}
