import type { ComponentType } from 'react'

/**
 * A route whose page code loads on first visit (React Router's `lazy`). The router fetches the
 * code of every route a URL matches before it renders them: on start that is while the entry
 * chunk runs and the catalogue loads (not after the first render), and on a link the current
 * page stays until the next one is ready.
 */
export function lazyPage<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
  return async () => ({ Component: (await load())[name] as ComponentType })
}
