import { es } from '@sosiego/shared/messages/panel'
import { BellRing } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { useReminders } from '../api/reminders.ts'
import { remindersSettingsPath } from '../lib/paths.ts'

/**
 * Where 'Ahora no' is remembered, per member, on this device; and a saved reminder too, which never
 * becomes unsaved: the home then stops asking for the reminder on every visit.
 */
export const dismissedKey = (memberId: string) => `sosiego.reminders-card-dismissed.${memberId}`

function remember(memberId: string): void {
  try {
    localStorage.setItem(dismissedKey(memberId), '1')
  } catch {
    // Storage refused (private mode): the card goes for this visit only.
  }
}

function wasDismissed(memberId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(memberId)) === '1'
  } catch {
    return false
  }
}

/**
 * The panel home's invitation to set a reminder (issue 31), while the member has never saved one
 * (decision 112: the session carries no sign-up date, so 'never saved' stands for 'new') and has
 * not said 'Ahora no' on this device. It reads the reminder on its own, after the home's sections
 * are drawn, and shows nothing until (and unless) the answer says so, at the end of the page, so
 * nothing above it moves.
 */
export function HomeReminderCard({ memberId }: { memberId: string }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(memberId))
  const reminders = useReminders(!dismissed)
  const saved = reminders.data?.saved === true
  useEffect(() => {
    if (saved) remember(memberId)
  }, [saved, memberId])
  if (dismissed || reminders.data?.saved !== false) return null

  const dismiss = () => {
    remember(memberId)
    setDismissed(true)
  }

  return (
    <section
      aria-labelledby="home-reminders"
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white px-6 py-6 shadow-soft sm:px-8"
    >
      <h2 id="home-reminders" className="flex items-center gap-2 text-xl font-semibold text-ink-950">
        <BellRing aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
        {es['reminders.home.title']}
      </h2>
      <p className="text-base leading-relaxed text-ink-700">{es['reminders.home.text']}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button asChild>
          <Link to={remindersSettingsPath}>{es['reminders.home.button']}</Link>
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          {es['reminders.home.dismiss']}
        </Button>
      </div>
    </section>
  )
}
