/** What the panel and the staff area use from the co-host verification feature. */
export { useFileLink } from './api/use-file-link.ts'
export { PrivateFileButton } from './components/private-file-button.tsx'
export { VerificationDetails } from './components/verification-details.tsx'
export { VerificationSection } from './components/verification-section.tsx'
/** Identity documents are checked the same way wherever they are asked for (e.g. a rental agreement). */
export { checkDocument, DOCUMENT_ACCEPT } from './lib/check-document.ts'
