import type { MediaItem, ProgramDetail, ProgramStep } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { ArrowLeft, Check, Lock, Play, Video } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { localDay } from '../../../lib/local-day.ts'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { notify } from '../../../lib/notify.ts'
import { useToday } from '../api/get-today.ts'
import { useLeaveProgram, useProgram, useProgramsFollowListening, useStartProgram } from '../api/programs.ts'
import { levelLabel, nextOpensText, opensText, paceLabel, programLength } from '../lib/format-program.ts'
import { nextStep, reflectionDue } from '../lib/program-steps.ts'
import { ProgramAccessNote, ProgramCover, ProgramProgress } from './program-card.tsx'
import { ReflectionForm, ReflectionSummary } from './reflection-form.tsx'

type ProgramPageProps = {
  id: string
  /** Plays an item in the bar (audio) or the video modal: the route gives meditations' player. */
  onPlay: (item: MediaItem) => void
  /** 'Mejorar plan' / 'Adquirir plan': the plan picker. */
  onUpgrade: () => void
}

/** /panel/programas/:id (issue 30): the program, its steps and the member's run through it. */
export function ProgramPage({ id, onPlay, onUpgrade }: ProgramPageProps) {
  const program = useProgram(id)
  useProgramsFollowListening()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to="/panel/programas"
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {es['panelPrograms.back']}
      </Link>
      {program.isError ? (
        program.error instanceof ApiError && program.error.status === 404 ? (
          <>
            <h1 className="font-display text-4xl text-ink-950">{es['panelPrograms.title']}</h1>
            <p className="text-ink-700">{es['panelPrograms.notFound']}</p>
          </>
        ) : (
          <LoadError
            message={program.error.message || es['panelPrograms.detailFailed']}
            retryLabel={es['panelPrograms.retry']}
            onRetry={() => void program.refetch()}
          />
        )
      ) : program.isPending ? (
        <LoadingState text={es['panelPrograms.detailLoading']} />
      ) : (
        <ProgramContent program={program.data} onPlay={onPlay} onUpgrade={onUpgrade} />
      )}
    </div>
  )
}

function ProgramContent({
  program,
  onPlay,
  onUpgrade,
}: {
  program: ProgramDetail
  onPlay: (item: MediaItem) => void
  onUpgrade: () => void
}) {
  const start = useStartProgram()
  const leave = useLeaveProgram()
  const [confirmLeave, setConfirmLeave] = useState(false)
  /** Steps whose question the member put off ('Ahora no') or opened again ('Responder', 'Cambiar'). */
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set())
  const [editing, setEditing] = useState<number | null>(null)
  const run = program.enrolment
  // 'Mañana' is the service's tomorrow (TIME_ZONE, as GET /api/today answers it), not the device's.
  const today = useToday(Boolean(run)).data?.today.day ?? localDay()
  const next = nextStep(program)
  const due = reflectionDue(program)
  const asking = editing ?? (due !== null && !skipped.has(due) ? due : null)

  const begin = async () => {
    try {
      const started = await start.mutateAsync(program._id)
      notify.success(es['panelPrograms.started'])
      const first = nextStep(started)
      if (first) onPlay(first.item)
    } catch (error) {
      toastError(error, es['panelPrograms.startFailed'])
    }
  }
  const quit = async () => {
    try {
      await leave.mutateAsync(program._id)
      notify.success(es['panelPrograms.left'])
      setConfirmLeave(false)
    } catch (error) {
      toastError(error, es['panelPrograms.leaveFailed'])
    }
  }

  return (
    <article aria-labelledby="program-title" className="flex flex-col gap-6">
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-soft">
        <ProgramCover program={program} className="max-h-64" />
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <h1 id="program-title" className="font-display text-4xl leading-tight text-ink-950">
            {program.title}
          </h1>
          <div className="flex flex-wrap gap-2">
            <Badge tone="primary">{levelLabel[program.level]}</Badge>
            <Badge tone="accent">{paceLabel[program.pace]}</Badge>
            <Badge>{program.category.name}</Badge>
          </div>
          <p className="text-sm text-ink-700 tabular-nums">{programLength(program)}</p>
          <p className="whitespace-pre-line text-base leading-relaxed text-ink-800">{program.description}</p>
          <ProgramProgress program={program} />
          <ProgramAccessNote program={program} onUpgrade={onUpgrade} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {!run && program.access === 'open' ? (
              <Button size="lg" loading={start.isPending} onClick={() => void begin()}>
                {es['panelPrograms.start']}
              </Button>
            ) : null}
            {run && next ? (
              <Button size="lg" onClick={() => onPlay(next.item)}>
                <Play aria-hidden="true" className="size-5" />
                {es['panelPrograms.continue']}
              </Button>
            ) : null}
            {run ? (
              <Button size="lg" variant="outline" onClick={() => setConfirmLeave(true)}>
                {es['panelPrograms.leave']}
              </Button>
            ) : null}
          </div>
          {run && !next ? (
            <p className="text-sm text-ink-700">
              {run.completedOn
                ? es['panelPrograms.allDone']
                : run.nextOpensOn
                  ? nextOpensText(run.nextOpensOn, today)
                  : null}
            </p>
          ) : null}
          {run && !run.completedOn ? (
            <p className="text-sm text-ink-600">{es['panelPrograms.doneHint']}</p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="program-steps" className="flex flex-col gap-3">
        <h2 id="program-steps" className="font-display text-2xl text-ink-950">
          {es['panelPrograms.stepsHeading']}
        </h2>
        <ol className="flex flex-col gap-3">
          {program.steps.map((step) => (
            <StepRow
              key={step.position}
              step={step}
              started={Boolean(run)}
              today={today}
              canPlay={program.access === 'open'}
              onPlay={() => onPlay(step.item)}
              reflection={
                run && step.state === 'done' ? (
                  asking === step.position ? (
                    <ReflectionForm
                      programId={program._id}
                      position={step.position}
                      initial={step.reflection}
                      onDone={() => setEditing(null)}
                      onSkip={() => {
                        setEditing(null)
                        setSkipped((before) => new Set(before).add(step.position))
                      }}
                    />
                  ) : step.reflection ? (
                    <ReflectionSummary
                      reflection={step.reflection}
                      onEdit={() => setEditing(step.position)}
                    />
                  ) : (
                    <Button
                      size="sm"
                      variant="link"
                      className="h-auto self-start px-0"
                      onClick={() => setEditing(step.position)}
                    >
                      {es['panelPrograms.reflection.question']} {es['panelPrograms.reflection.answer']}
                    </Button>
                  )
                ) : null
              }
            />
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirmLeave}
        title={es['panelPrograms.leaveTitle']}
        description={es['panelPrograms.leaveText']}
        confirmLabel={es['panelPrograms.leave']}
        busy={leave.isPending}
        onConfirm={() => void quit()}
        onCancel={() => setConfirmLeave(false)}
      />
    </article>
  )
}

function StepRow({
  step,
  started,
  today,
  canPlay,
  onPlay,
  reflection,
}: {
  step: ProgramStep
  started: boolean
  /** The service's calendar day, to say 'mañana'. */
  today: string
  canPlay: boolean
  onPlay: () => void
  reflection: ReactNode
}) {
  const video = step.item.fileType === 'video'
  const Icon = video ? Video : Play
  // Before the run starts the steps are only shown; once started, each open or done one plays.
  const playable = started && canPlay && step.state !== 'locked'
  const stateText = !started
    ? null
    : step.state === 'done'
      ? es['panelPrograms.state.done']
      : step.state === 'open'
        ? es['panelPrograms.state.open']
        : opensText(step.opensOn, today)
  return (
    <li
      data-testid="program-step"
      data-state={step.state}
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-soft"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={
            step.state === 'done'
              ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-success-100 text-success-700'
              : step.state === 'open'
                ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800'
                : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-600'
          }
        >
          {step.state === 'done' ? (
            <Check className="size-5" />
          ) : step.state === 'locked' ? (
            <Lock className="size-4" />
          ) : (
            step.position
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {t('panelPrograms.step', { position: step.position })}
          </p>
          <h3 className="font-semibold text-ink-950">{step.item.title}</h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Icon aria-hidden="true" className="size-3.5" />
              {formatMinutesSeconds(step.item.duration)}
            </span>
            {stateText && step.state !== 'locked' ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{stateText}</span>
              </>
            ) : null}
          </p>
          {/* When a locked step opens is a sentence of its own ('Se abre tras el paso anterior'). */}
          {stateText && step.state === 'locked' ? <p className="text-sm text-ink-700">{stateText}</p> : null}
        </div>
        {playable ? (
          <Button
            size="sm"
            variant={step.state === 'open' ? 'primary' : 'outline'}
            onClick={onPlay}
            aria-label={t(video ? 'panelPrograms.watchStep' : 'panelPrograms.listenStep', {
              title: step.item.title,
            })}
          >
            {video ? es['panelPrograms.watch'] : es['panelPrograms.listen']}
          </Button>
        ) : null}
      </div>
      {reflection}
    </li>
  )
}
