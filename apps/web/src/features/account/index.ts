/**
 * What other features and the app shell may use from the account feature: hooks only, so the header
 * does not pull the account forms into the first bundle (the router loads the tabs lazily).
 */
export { useProfile } from './api/use-profile.ts'
export { useLanguageSwitch } from './use-language-switch.ts'
