import { privacyHealthDataPath } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { ShieldCheck } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'

type HealthConsentStepProps = {
  /** The box was ticked and 'Empezar el test' pressed: record the consent, then show the questions. */
  onAccept: () => void
  accepting?: boolean
}

/**
 * Before the first question (decision 100): the answers are health data, so the member gives an
 * explicit consent of its own, separate from the terms, in a box nobody ticks for them. Until it is
 * ticked the test does not start; pressing 'Empezar el test' without it says so at the box.
 */
export function HealthConsentStep({ onAccept, accepting = false }: HealthConsentStepProps) {
  const headingId = useId()
  const textId = useId()
  const [accepted, setAccepted] = useState(false)
  const [missing, setMissing] = useState(false)
  const box = useRef<HTMLInputElement>(null)

  return (
    <form
      aria-labelledby={headingId}
      aria-describedby={textId}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft sm:p-8"
      onSubmit={(event) => {
        event.preventDefault()
        if (!accepted) {
          setMissing(true)
          box.current?.focus()
          return
        }
        onAccept()
      }}
    >
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
        <h2 id={headingId} className="font-display text-2xl text-ink-950 sm:text-3xl">
          {es['test.consent.heading']}
        </h2>
      </div>
      <p id={textId} className="text-base text-ink-800">
        {es['test.consent.text']}
      </p>
      <Checkbox
        ref={box}
        checked={accepted}
        onChange={(event) => {
          setAccepted(event.target.checked)
          if (event.target.checked) setMissing(false)
        }}
        label={<span className="text-base">{es['test.consent.label']}</span>}
        error={missing ? es['test.consent.required'] : undefined}
      />
      <p>
        {/* A new tab: the page and what was ticked stay here. */}
        <Link
          to={privacyHealthDataPath}
          target="_blank"
          className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
        >
          {es['test.consent.privacyLink']}
        </Link>
      </p>
      <div>
        <Button type="submit" loading={accepting}>
          {es['test.consent.start']}
        </Button>
      </div>
    </form>
  )
}
