import { es } from '@sosiego/shared/messages/site'

export function FounderSection() {
  return (
    <section
      id="historia"
      aria-labelledby="founder-title"
      className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-24"
    >
      <figure className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-8 shadow-soft sm:p-12">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary-700 uppercase">
          {es['founder.eyebrow']}
        </p>
        <h2 id="founder-title" className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">
          {es['founder.title']}
        </h2>
        <blockquote className="flex flex-col gap-4 text-lg leading-relaxed text-pretty text-ink-700">
          <p>{es['founder.p1']}</p>
          <p>{es['founder.p2']}</p>
        </blockquote>
        <figcaption className="font-display text-xl text-primary-800">{es['founder.signature']}</figcaption>
      </figure>
    </section>
  )
}
