import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { es, t } from '@sosiego/shared/messages/back-office'
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { moveStep, type StepChoice } from '../lib/program-form.ts'

type StepListProps = {
  steps: StepChoice[]
  /** The steps in their new order (a drag, Subir, Bajar) or without one (Quitar). */
  onChange: (steps: StepChoice[], announcement: string) => void
  labelId: string
  describedBy?: string
}

/**
 * A program's steps in order, reordered by dragging a step's handle (mouse, touch, or the keyboard:
 * Space or Enter lifts it, the arrows move it, Space or Enter drops it, Escape cancels, each move
 * announced in Spanish), or with Subir and Bajar, which say the same without a drag. This file
 * carries dnd-kit: it loads with the program's form only, never with another page.
 */
export function StepList({ steps, onChange, labelId, describedBy }: StepListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const total = steps.length
  const indexOf = (id: UniqueIdentifier) => steps.findIndex((step) => step._id === id)
  const nameOf = (id: UniqueIdentifier) => steps[indexOf(id)]?.title ?? ''
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1)

  // Where the lifted step was last said to be: dnd-kit reports the step over itself right after the
  // lift, which would otherwise talk over 'Has tomado…'.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return t('adminPrograms.dnd.start', { name: nameOf(active.id), position: positionOf(active.id), total })
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined
      lastOver.current = over.id
      return t('adminPrograms.dnd.over', { name: nameOf(active.id), position: positionOf(over.id), total })
    },
    onDragEnd: ({ active, over }) =>
      t('adminPrograms.dnd.end', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        total,
      }),
    onDragCancel: ({ active }) =>
      t('adminPrograms.dnd.cancel', { name: nameOf(active.id), position: positionOf(active.id) }),
  }

  const move = (from: number, to: number) => {
    const step = steps[from]
    if (!step || to < 0 || to >= total) return
    onChange(
      moveStep(steps, from, to),
      t('adminPrograms.steps.moved', { name: step.title, position: to + 1, total }),
    )
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    // dnd-kit has said where the step went (onDragEnd above): no second announcement.
    onChange(moveStep(steps, indexOf(active.id), indexOf(over.id)), '')
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: es['adminPrograms.dnd.instructions'] },
      }}
    >
      <SortableContext items={steps.map((step) => step._id)} strategy={verticalListSortingStrategy}>
        <ol aria-labelledby={labelId} aria-describedby={describedBy} className="flex flex-col gap-2">
          {steps.map((step, index) => (
            <SortableStep
              key={step._id}
              step={step}
              position={index + 1}
              total={total}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
              onRemove={() =>
                onChange(
                  steps.filter((other) => other._id !== step._id),
                  t('adminPrograms.steps.removed', { name: step.title }),
                )
              }
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

type SortableStepProps = {
  step: StepChoice
  position: number
  total: number
  onUp: () => void
  onDown: () => void
  onRemove: () => void
}

function SortableStep({ step, position, total, onUp, onDown, onRemove }: SortableStepProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: step._id, attributes: { roleDescription: es['adminPrograms.dnd.roleDescription'] } })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-ink-200 bg-white p-2',
        isDragging && 'relative z-10 shadow-soft ring-2 ring-primary-400',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('adminPrograms.steps.handle', { position, name: step.title })}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-primary-600 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span
        className="w-6 shrink-0 text-center font-mono text-sm tabular-nums text-ink-700"
        aria-hidden="true"
      >
        {position}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium break-words text-ink-950">
          <span className="sr-only">{t('adminPrograms.steps.position', { position })}: </span>
          {step.title}
        </span>
        <span className="text-xs text-ink-600">
          {es[step.fileType === 'video' ? 'adminPrograms.kind.video' : 'adminPrograms.kind.audio']}
          {' · '}
          {step.themeName}
          {' · '}
          {formatMinutesSeconds(step.duration)}
        </span>
      </div>
      <div className="flex shrink-0 items-center">
        <StepButton
          label={es['adminPrograms.steps.moveUp']}
          name={t('adminPrograms.steps.moveUpOf', { name: step.title })}
          disabled={position === 1}
          onClick={onUp}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </StepButton>
        <StepButton
          label={es['adminPrograms.steps.moveDown']}
          name={t('adminPrograms.steps.moveDownOf', { name: step.title })}
          disabled={position === total}
          onClick={onDown}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </StepButton>
        <StepButton
          label={es['adminPrograms.steps.remove']}
          name={t('adminPrograms.steps.removeOf', { name: step.title })}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4 text-danger-600" />
        </StepButton>
      </div>
    </li>
  )
}

/**
 * Subir, Bajar, Quitar: icon buttons named for their step, their action as a tooltip. At either end
 * Subir or Bajar is aria-disabled rather than disabled, so the focus stays on it after the move.
 */
function StepButton({
  label,
  name,
  disabled,
  onClick,
  children,
}: {
  label: string
  name: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      title={label}
      aria-label={name}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </Button>
  )
}
