/** What other features and the app shell may use from the auth feature. */
export { AuthDialogs } from './auth-dialogs.tsx'
export { AuthDialogsProvider, useAuthDialogs } from './auth-dialogs-context.tsx'
export { useSession } from './use-session.ts'
export { useSignOut } from './use-sign-out.ts'
