import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import type { TDialogProps } from './dialog-types.ts'

export type { TDialogLayout, TDialogProps } from './dialog-types.ts'

// Radix's dialog (focus trap, scroll lock, portal) is not needed to paint any page, so it stays out
// of the first load (issue 4 budget). A page with a dialog fetches it once painted and idle, so
// the first open is still instant; an open before that fetches it at once.
const loadFrame = () => import('./dialog-frame.tsx')
const DialogFrame = lazy(async () => ({ default: (await loadFrame()).DialogFrame }))

function prefetchFrameWhenIdle() {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => void loadFrame())
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(() => void loadFrame(), 1000)
  return () => clearTimeout(id)
}

/**
 * While open, remembers what had focus (the button that opened it) and gives focus back to it on
 * close, however it closes — Escape, the close button, Cancel, or the owner closing it. A control
 * gone meanwhile (a menu that closed) is left alone.
 */
function useFocusReturn(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => {
      // After the dialog's own focus handling, which runs once it has unmounted.
      setTimeout(() => {
        if (opener?.isConnected) opener.focus()
      }, 0)
    }
  }, [isOpen])
}

/** A modal dialog with the product's look (dialog-frame.tsx); nothing is rendered while closed. */
export function Dialog(props: TDialogProps) {
  useEffect(prefetchFrameWhenIdle, [])
  useFocusReturn(props.open)
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  )
}
