import { useLayoutEffect } from 'react'

/**
 * The first paint is index.html's #app-shell, shown before the app's code arrives. For home, a
 * listing, the blog and the map the server renders that page's first screen into it (marked
 * data-first-screen; apps/api/src/modules/pages/first-screen.ts, docs/decisions/012): it then
 * covers the app (styles.css) until the page has its own content, so the swap happens in one
 * frame, with no blank or skeleton in between. Any other page takes over as the layout mounts.
 */
const SHELL_ID = 'app-shell'

/** Past this, the app shows itself whatever the page says (its own loading state at worst). */
export const FIRST_SCREEN_MAX_MS = 3000

export function removeFirstScreen() {
  document.getElementById(SHELL_ID)?.remove()
}

/** Whether the server's first screen is still covering the app. */
export function hasServerFirstScreen(): boolean {
  return document.getElementById(SHELL_ID)?.hasAttribute('data-first-screen') ?? false
}

/** A page with a server first screen hands over once its own first screen can render. */
export function useFirstScreenHandOff(isReady: boolean) {
  useLayoutEffect(() => {
    if (isReady) removeFirstScreen()
  }, [isReady])
}
