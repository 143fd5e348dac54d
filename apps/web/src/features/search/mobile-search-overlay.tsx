import { lazy, Suspense } from 'react'
import { PageSpinner } from '../../components/ui/spinner.tsx'

// The overlay's controls load when it first opens, not with every page.
const MobileSearchPanel = lazy(async () => ({
  default: (await import('./components/mobile-search-panel.tsx')).MobileSearchPanel,
}))

/** The content of the mobile search overlay, loaded on first open. */
export function MobileSearchOverlay({ onDone }: { onDone: () => void }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <MobileSearchPanel onDone={onDone} />
    </Suspense>
  )
}
