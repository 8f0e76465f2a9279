import { es } from '@sosiego/shared/messages/site'
import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { contactDetails, phoneHref } from '../contact-details.ts'

export function ContactPage() {
  const { email, phone } = contactDetails()
  return (
    <section aria-labelledby="contact-title" className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <h1 id="contact-title" className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">
        {es['pageTitle.contact']}
      </h1>
      <p className="mt-6 text-base leading-relaxed text-ink-800 sm:text-lg">{es['contact.intro']}</p>

      <address className="mt-10 grid gap-4 not-italic sm:grid-cols-3">
        <ContactCard icon={<Mail aria-hidden="true" className="size-6" />} label={es['contact.email']}>
          <a
            href={`mailto:${email}`}
            className="break-all text-primary-800 underline-offset-4 hover:underline"
          >
            {email}
          </a>
        </ContactCard>
        <ContactCard icon={<Phone aria-hidden="true" className="size-6" />} label={es['contact.phone']}>
          <a href={phoneHref(phone)} className="text-primary-800 underline-offset-4 hover:underline">
            {phone}
          </a>
        </ContactCard>
        <ContactCard icon={<MapPin aria-hidden="true" className="size-6" />} label={es['contact.location']}>
          <span>{es['footer.location']}</span>
        </ContactCard>
      </address>

      <p className="mt-10 rounded-2xl bg-primary-50 p-6 text-base leading-relaxed text-ink-800">
        {es['contact.privacyHint']}
      </p>
    </section>
  )
}

function ContactCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-soft">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        {icon}
      </span>
      <h2 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{label}</h2>
      <p className="text-lg text-ink-900">{children}</p>
    </div>
  )
}
