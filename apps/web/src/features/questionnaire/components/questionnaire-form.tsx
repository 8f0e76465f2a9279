import { type Question, questionIds, questionnaireSections, type TestAnswers } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'

type QuestionnaireFormProps = {
  /** All ten questions answered and 'Ver Resultados' pressed. */
  onComplete: (answers: TestAnswers) => void
  submitting?: boolean
  /** Shown above the buttons of the last section (for visitors: their answers are kept). */
  lastSectionNote?: string
  /** Focus the first section's heading on mount (the consent step that came before it is gone). */
  focusOnMount?: boolean
}

const total = questionIds.length

/**
 * How long the second answer of a section stays in view before the next section comes by itself:
 * long enough to see the choice taken.
 */
export const autoAdvanceDelayMs = 450

/**
 * The test (spec §4 "Test"): five sections of two questions, previous and next, next enabled only
 * when both questions of the section are answered, 'Ver Resultados' on the last, progress answered/10.
 *
 * A section answered with a pointer (mouse, finger) moves on by itself (decision 050): the second
 * answer completes it, so 'Siguiente' would only be one more click. Only then, and only on the way
 * in: answers given with the keyboard (arrow keys change a radio group's choice as they move, so a
 * section can look complete while its second question is still being read), a section come back to
 * with 'Anterior', and the last section (its 'Ver Resultados' sends the test) still wait for the
 * button.
 */
export function QuestionnaireForm({
  onComplete,
  submitting = false,
  lastSectionNote,
  focusOnMount = false,
}: QuestionnaireFormProps) {
  const [sectionIndex, setSectionIndex] = useState(0)
  const [answers, setAnswers] = useState<Partial<TestAnswers>>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  /** How the last answer was given: only a pointer's moves the test on by itself. */
  const lastInput = useRef<'pointer' | 'keyboard' | null>(null)
  const advanceTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(advanceTimer.current), [])
  // Only on mount: later moves between sections focus the heading themselves (`go`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusOnMount is read once, on mount
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [])

  const section = questionnaireSections[sectionIndex] ?? questionnaireSections[0]
  if (!section) throw new Error('The questionnaire has no sections')
  const isLast = sectionIndex === questionnaireSections.length - 1
  const sectionAnswered = section.questions.every((question) => answers[question.id] !== undefined)
  const answered = questionIds.filter((id) => answers[id] !== undefined).length

  // Moving between sections takes focus to the new section's heading, so keyboard and screen-reader
  // users start at its first question instead of at the bottom of the page.
  const go = (step: number) => {
    // Moving by hand before the section moved on by itself: it must not move a second time.
    window.clearTimeout(advanceTimer.current)
    setSectionIndex((index) => index + step)
    requestAnimationFrame(() => {
      headingRef.current?.focus()
      headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    })
  }

  const answer = (questionId: string, optionId: string) => {
    const next = { ...answers, [questionId]: optionId }
    setAnswers(next)
    const completes =
      !sectionAnswered && section.questions.every((question) => next[question.id] !== undefined)
    if (completes && !isLast && lastInput.current === 'pointer')
      advanceTimer.current = window.setTimeout(() => go(1), autoAdvanceDelayMs)
  }

  const finish = () => {
    if (answered === total) onComplete(answers as TestAnswers)
  }

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      onPointerDown={() => {
        lastInput.current = 'pointer'
      }}
      onKeyDown={() => {
        lastInput.current = 'keyboard'
      }}
      onSubmit={(event) => {
        event.preventDefault()
        if (!sectionAnswered) return
        if (isLast) finish()
        else go(1)
      }}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-4 text-sm text-ink-700">
          <span id={`${headingId}-progress`}>{es['test.progressLabel']}</span>
          <span className="font-semibold text-ink-900" data-testid="test-progress">
            {t('test.progress', { answered, total })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${headingId}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={t('test.progress', { answered, total })}
          className="h-2 overflow-hidden rounded-full bg-ink-100"
        >
          <div
            className="h-full rounded-full bg-primary-600 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(answered / total) * 100}%` }}
          />
        </div>
      </div>

      <header className="flex scroll-mt-24 flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {t('test.section', { current: sectionIndex + 1, total: questionnaireSections.length })}
        </p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-3xl text-ink-950 outline-none"
        >
          {section.title}
        </h2>
      </header>

      {section.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={(optionId) => answer(question.id, optionId)}
        />
      ))}

      {isLast && lastSectionNote ? <p className="text-sm text-ink-600">{lastSectionNote}</p> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" disabled={sectionIndex === 0 || submitting} onClick={() => go(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {es['test.previous']}
        </Button>
        <Button type="submit" disabled={!sectionAnswered} loading={submitting}>
          {isLast ? es['test.seeResults'] : es['test.next']}
          {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </form>
  )
}

type QuestionFieldProps = {
  question: Question
  value: string | undefined
  onChange: (optionId: string) => void
}

/** One question: a group of radio options shown as cards. */
function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft sm:p-6">
      <legend className="float-left mb-3 w-full text-lg font-semibold text-ink-950">
        <span className="mr-2 text-primary-700">{question.id.slice(1)}.</span>
        {question.text}
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => {
          const checked = value === option.id
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-base text-ink-800 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked
                  ? 'border-primary-500 bg-primary-50 text-ink-950'
                  : 'border-ink-200 hover:border-primary-300 hover:bg-primary-50/50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                onChange={() => onChange(option.id)}
                className="mt-1 size-4 shrink-0 accent-primary-600"
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
