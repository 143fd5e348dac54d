/**
 * The account's screens, for the panel. Kept apart from index.ts so that the header, which only
 * needs the hooks, does not pull the forms into the first bundle.
 */
export { ChangePasswordForm } from './components/change-password-form.tsx'
export { LanguageSettings } from './components/language-settings.tsx'
export { ProfileSection } from './components/profile-section.tsx'
