export { CalendarSyncSection } from './components/calendar-sync-section.tsx'
export { ImportedFrom } from './components/imported-from.tsx'
