import { es } from '@sosiego/shared/messages/site'
import { ClipboardList } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'

export function TestInviteSection() {
  return (
    <section
      id="test"
      aria-labelledby="test-invite-title"
      className="scroll-mt-20 px-5 py-16 sm:px-8 sm:py-20"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-2xl bg-sand-100 px-6 py-12 text-center sm:px-12">
        <ClipboardList aria-hidden="true" className="size-9 text-primary-700" />
        <h2 id="test-invite-title" className="font-display text-4xl leading-tight text-ink-950">
          {es['testInvite.title']}
        </h2>
        <p className="max-w-xl text-lg leading-relaxed text-ink-700">{es['testInvite.text']}</p>
        <Button asChild size="lg">
          <Link to="/test">{es['testInvite.cta']}</Link>
        </Button>
      </div>
    </section>
  )
}
