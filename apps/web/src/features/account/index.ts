/** What other features and the app shell may use from the account feature (hooks only; see sections.ts). */
export { useProfile } from './api/use-profile.ts'
export { useLanguageSwitch } from './use-language-switch.ts'
