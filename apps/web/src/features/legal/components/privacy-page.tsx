import { es } from '@sosiego/shared/messages/common'
import { contactDetails } from '../contact-details.ts'
import { privacyDocument } from '../content/privacy.ts'
import { LegalPage } from './legal-page.tsx'

export function PrivacyPage() {
  return <LegalPage title={es['pageTitle.privacy']} document={privacyDocument(contactDetails())} />
}
