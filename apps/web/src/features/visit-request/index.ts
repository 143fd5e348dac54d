/** What the listing page uses from the visit request feature. */
export { RequestVisitButton } from './components/request-visit-button.tsx'
