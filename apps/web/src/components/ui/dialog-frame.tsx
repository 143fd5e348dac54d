import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'
import type { TDialogLayout, TDialogProps } from './dialog-types.ts'

const layouts: Record<TDialogLayout, string> = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 max-h-[calc(100dvh-2rem)] ' +
    'rounded-card shadow-raised p-6 sm:p-8',
  // Long content (a listing's details, a review): full width on phones, a large card from 640 px.
  wide:
    'inset-0 p-4 sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-3rem)] sm:max-w-3xl sm:-translate-x-1/2 ' +
    'sm:-translate-y-1/2 sm:max-h-[calc(100dvh-3rem)] sm:rounded-card sm:shadow-raised sm:p-8',
  fullscreen: 'inset-0 p-4 sm:p-6',
  drawer: 'inset-y-0 right-0 w-[min(22rem,100%)] shadow-raised p-4',
}

/**
 * Radix dialog with the product's look. Radix traps focus, closes on Escape and outside clicks,
 * and locks page scroll while open. Loaded by Dialog on first open.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  isTitleHidden = false,
  description,
  layout = 'center',
  children,
}: TDialogProps) {
  const { t } = useTranslation()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cx('fixed z-50 overflow-y-auto bg-surface focus:outline-none', layouts[layout])}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // The Dialog wrapper gives focus back to the control that opened it (Radix would fall
          // back to the page's top, as no Radix trigger is used).
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={cx('text-xl font-semibold text-ink', isTitleHidden && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 -mt-2 ml-auto flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink"
              aria-label={t('common.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="-mt-2 mb-5 text-sm text-ink-muted">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
