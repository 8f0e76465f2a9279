import { siteAccessibilityTexts as es } from '@sosiego/shared/messages/areas/site-accessibility'
import { type ReactNode, useId } from 'react'
import { contactDetails } from '../../legal/contact-details.ts'
import { ReportForm } from './report-form.tsx'

/**
 * /accesibilidad: the accessibility statement (issue 34), in the order of the model that RD 1112/2018
 * set out and that Ley 11/2023 keeps for private services: conformance status, what is not yet
 * accessible and why, how the statement was prepared, how to report a problem (a form that reaches
 * staff, and the contact address), and where to complain.
 */
export function AccessibilityStatementPage() {
  const headingId = useId()
  const { email } = contactDetails()
  return (
    <article aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <header className="flex flex-col gap-4 border-b border-ink-200 pb-8">
        <h1 id={headingId} className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">
          {es['accessibility.pageTitle']}
        </h1>
        <p className="text-base leading-relaxed text-ink-800 sm:text-lg">{es['accessibility.intro']}</p>
        <p className="text-base leading-relaxed text-ink-800 sm:text-lg">{es['accessibility.scope']}</p>
      </header>

      <Section title={es['accessibility.status.title']}>
        <p>{es['accessibility.status.text']}</p>
      </Section>

      <Section title={es['accessibility.limitations.title']}>
        <p>{es['accessibility.limitations.intro']}</p>
        <h3 className="font-semibold text-ink-900">{es['accessibility.limitations.nonCompliance']}</h3>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>{es['accessibility.limitations.media']}</li>
          <li>{es['accessibility.limitations.invoices']}</li>
        </ul>
        <h3 className="font-semibold text-ink-900">{es['accessibility.limitations.thirdParty']}</h3>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>{es['accessibility.limitations.payment']}</li>
        </ul>
      </Section>

      <Section title={es['accessibility.preparation.title']}>
        <p>{es['accessibility.preparation.date']}</p>
        <p>{es['accessibility.preparation.method']}</p>
      </Section>

      <Section title={es['accessibility.features.title']}>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>{es['accessibility.features.keyboard']}</li>
          <li>{es['accessibility.features.video']}</li>
          <li>{es['accessibility.features.screenReader']}</li>
          <li>{es['accessibility.features.motion']}</li>
        </ul>
      </Section>

      <Section title={es['accessibility.contact.title']}>
        <p>
          {es['accessibility.contact.text']}{' '}
          <a href={`mailto:${email}`} className="break-all text-primary-800 underline underline-offset-4">
            {email}
          </a>
          . {es['accessibility.contact.reply']}
        </p>
        <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-soft sm:p-8">
          <h3 className="font-display text-xl text-ink-950 sm:text-2xl">{es['accessibility.form.title']}</h3>
          <ReportForm />
        </div>
      </Section>

      <Section title={es['accessibility.enforcement.title']}>
        <p>{es['accessibility.enforcement.text']}</p>
      </Section>
    </article>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-display text-2xl text-ink-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-ink-800 sm:text-lg">
        {children}
      </div>
    </section>
  )
}

export const accessibilityHandle = {
  title: es['accessibility.pageTitle'],
  description: es['accessibility.seoDescription'],
}
