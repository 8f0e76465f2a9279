import { es } from '@sosiego/shared/messages/common'
import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'

export function NotFoundRoute() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-5 py-24 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 id="not-found-title" className="font-display text-4xl text-ink-950">
        {es['pageTitle.notFound']}
      </h1>
      <p className="text-lg text-ink-700">{es['notFound.text']}</p>
      <Button asChild size="lg" className="mt-3">
        <Link to="/">{es['notFound.back']}</Link>
      </Button>
    </section>
  )
}
