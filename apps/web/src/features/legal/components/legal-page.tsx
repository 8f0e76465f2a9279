import { es, t } from '@sosiego/shared/messages/site'
import { useId } from 'react'
import type { LegalBlock, LegalDocument } from '../content/legal-document.ts'

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

/** One layout for every legal text: title, date, a table of contents, then the sections. */
export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  const headingId = useId()
  const tocId = useId()
  return (
    <article aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <header className="flex flex-col gap-3 border-b border-ink-200 pb-8">
        <h1 id={headingId} className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">
          {title}
        </h1>
        <p className="text-sm text-ink-600">
          {t('legal.lastUpdated', { date: dateFormat.format(new Date(document.updated)) })}
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-4 text-base leading-relaxed text-ink-800 sm:text-lg">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <nav aria-labelledby={tocId} className="mt-10 rounded-2xl bg-primary-50 p-6">
        <h2 id={tocId} className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
          {es['legal.contents']}
        </h2>
        <ol className="mt-4 grid gap-2 text-base sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary-800 underline-offset-4 hover:underline focus-visible:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12 scroll-mt-24">
          <h2 id={section.id} className="scroll-mt-24 font-display text-2xl text-ink-950 sm:text-3xl">
            {section.heading}
          </h2>
          <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-ink-800 sm:text-lg">
            {section.blocks.map((block) => (
              <Block key={typeof block === 'string' ? block : block.list.join('|')} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary-600">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
