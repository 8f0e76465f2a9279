import { es } from '@sosiego/shared/messages/common'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { cn } from '../../lib/cn.ts'

type GuestActionsProps = {
  className?: string
  onNavigate?: () => void
}

/** The navigation bar's account area for visitors who are not signed in. */
export function GuestActions({ className, onNavigate }: GuestActionsProps) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button asChild variant="outline" size="sm">
        <Link to="/login?mode=login" onClick={onNavigate}>
          {es['nav.login']}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/login?mode=signup" onClick={onNavigate}>
          {es['nav.signup']}
        </Link>
      </Button>
    </div>
  )
}
