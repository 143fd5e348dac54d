import type { ReactNode } from 'react'

/** The dialog's props, apart so the lazily loaded frame and the dialog share them without a cycle. */
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
