import { lazy, type ReactNode, Suspense } from 'react'

export type TDialogLayout = 'center' | 'wide' | 'fullscreen' | 'drawer'

export type TDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Visually hidden titles still name the dialog for screen readers. */
  isTitleHidden?: boolean
  description?: string
  layout?: TDialogLayout
  children: ReactNode
}

// Radix's dialog (focus trap, scroll lock, portal) is not needed to paint any page: it loads on the
// first open, which keeps it out of the home page's first load (issue 4 budget).
const DialogFrame = lazy(async () => ({ default: (await import('./dialog-frame.tsx')).DialogFrame }))

/** A modal dialog with the product's look (dialog-frame.tsx); nothing is rendered while closed. */
export function Dialog(props: TDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  )
}
