import { Copy, RefreshCcw } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useRegenerateCalendarExport } from '../api/use-regenerate-calendar-export.ts'

/** The listing's private export address: copied into Airbnb & co., regenerated if it leaked. */
export function ExportLink({ listingId, url }: { listingId: number; url: string }) {
  const { t } = useTranslation()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const regenerate = useRegenerateCalendarExport(listingId)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('calendarSync.copied'))
    } catch {
      // Without clipboard access (plain http, old browsers) the address is selected for Ctrl+C.
      input.current?.select()
      toast(t('calendarSync.copyManually'))
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t('calendarSync.exportLabel')}
      </label>
      <p className="text-sm text-ink-muted">{t('calendarSync.exportHint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-11 w-full min-w-0 shrink-0 rounded-control sm:flex-1 sm:shrink border border-line bg-canvas px-3 font-mono text-xs text-ink"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('calendarSync.copy')}
        </Button>
      </div>
      {isConfirming ? (
        <div role="alert" className="flex flex-col gap-3 rounded-control bg-warning-soft p-3">
          <p className="text-sm text-ink">{t('calendarSync.regenerateText')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              isBusy={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(undefined, {
                  onSuccess: () => {
                    setIsConfirming(false)
                    toast.success(t('calendarSync.regenerated'))
                  },
                  onError: () => toast.error(t('calendarSync.actionFailed')),
                })
              }
            >
              {t('calendarSync.confirmRegenerate')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            <RefreshCcw aria-hidden="true" className="size-4" />
            {t('calendarSync.regenerate')}
          </Button>
        </div>
      )}
    </div>
  )
}
