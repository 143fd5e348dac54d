import { type ComponentType, lazy } from 'react'

/**
 * A route element whose code loads on first visit. The Suspense boundaries of the layouts show
 * a spinner meanwhile.
 */
export function lazyPage<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  return <Page />
}
