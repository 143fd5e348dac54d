/** What other features and the app shell may use from the auth feature. */

/** GET /api/config/ also says how maps are drawn (map_tile_url, map_tile_attribution). */
export { usePublicConfig } from './api/use-public-config.ts'
export { AuthDialogs } from './auth-dialogs.tsx'
export { AuthDialogsProvider, useAuthDialogs } from './auth-dialogs-context.tsx'
export { useSession } from './use-session.ts'
export { useLeaveSession, useSignOut } from './use-sign-out.ts'
