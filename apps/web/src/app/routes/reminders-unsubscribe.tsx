import { es } from '@sosiego/shared/messages/panel'
import { BellOff, CircleX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { AuthCard } from '../../features/auth/components/auth-card.tsx'
import { remindersSettingsPath } from '../../features/reminders/lib/paths.ts'
import { useEmailUnsubscribe } from '../../features/reminders/lib/use-email-unsubscribe.ts'
import type { RouteHandle } from '../../lib/page-title.ts'
import { useUrlSecret } from '../../lib/url-secrets.ts'

export const unsubscribeHandle: RouteHandle = { title: es['reminders.unsubscribe.pageTitle'] }

function SettingsButton({ variant }: { variant?: 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={remindersSettingsPath}>{es['reminders.unsubscribe.settings']}</Link>
    </Button>
  )
}

/**
 * /recordatorios/baja?token=…, the reminder e-mail's visible unsubscribe link (issue 31): public,
 * no session needed. It turns e-mail reminders off as it opens and says so; the way back on is
 * Configuración.
 */
export function RemindersUnsubscribeRoute() {
  // The token never expires: read once and taken out of the address bar (and of page views) at once.
  const token = useUrlSecret('token')
  const { state, retry } = useEmailUnsubscribe(token)

  if (state === 'working')
    return (
      <AuthCard icon={BellOff} title={es['reminders.unsubscribe.working']}>
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-8 text-primary-600" />
        </div>
      </AuthCard>
    )
  if (state === 'done')
    return (
      <AuthCard
        icon={BellOff}
        tone="success"
        title={es['reminders.unsubscribe.doneTitle']}
        description={
          <div role="status" className="flex flex-col gap-2">
            <p className="font-medium text-ink-900">{es['reminders.unsubscribe.done']}</p>
            <p>{es['reminders.unsubscribe.again']}</p>
          </div>
        }
      >
        <SettingsButton />
      </AuthCard>
    )
  if (state === 'failed')
    return (
      <AuthCard
        icon={CircleX}
        tone="danger"
        title={es['reminders.unsubscribe.failedTitle']}
        description={<p role="alert">{es['reminders.unsubscribe.failed']}</p>}
      >
        <Button size="lg" onClick={retry}>
          {es['reminders.unsubscribe.retry']}
        </Button>
      </AuthCard>
    )
  return (
    <AuthCard
      icon={CircleX}
      tone="danger"
      title={es['reminders.unsubscribe.invalidTitle']}
      description={<p role="alert">{es['reminders.unsubscribe.invalid']}</p>}
    >
      <SettingsButton variant="outline" />
    </AuthCard>
  )
}
