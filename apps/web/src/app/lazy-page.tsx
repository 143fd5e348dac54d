import type { ComponentType } from 'react'
import { loadAllTexts } from '../lib/all-texts.ts'

/**
 * A route whose page code loads on first visit (React Router's `lazy`). The router fetches the
 * code of every route a URL matches before it renders them: on start that is while the entry
 * chunk runs and the catalogue loads (not after the first render), and on a link the current
 * page stays until the next one is ready, and its texts with it (they are not all in the
 * catalogue the app starts with).
 */
export function lazyPage<TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
  /**
   * 'all': the page's texts load with its code (all-texts.ts); 'first-screen': the page needs only
   * the texts the app starts with (the home page: lib/first-screen-texts.ts).
   */
  texts: 'all' | 'first-screen' = 'all',
) {
  return async () => {
    const [module] = await Promise.all([load(), texts === 'all' ? loadAllTexts() : undefined])
    return { Component: module[name] as ComponentType }
  }
}
