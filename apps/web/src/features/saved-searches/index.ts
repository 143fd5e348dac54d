/** What other features may use from saved searches (the panel page is a lazy route of its own). */
export { SaveSearchButton } from './components/save-search-button.tsx'
