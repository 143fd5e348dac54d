/** What the co-host panel uses from the listing form feature: the edit mode of its modal. */
export { ListingEditForm } from './components/listing-edit-form.tsx'
