import { es } from '@sosiego/shared/messages/common'
import { contactDetails } from '../contact-details.ts'
import { termsDocument } from '../content/terms.ts'
import { LegalPage } from './legal-page.tsx'

export function TermsPage() {
  return <LegalPage title={es['pageTitle.terms']} document={termsDocument(contactDetails())} />
}
