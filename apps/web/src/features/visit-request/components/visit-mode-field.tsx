import { VISIT_MODES } from '@demeure/shared'
import { MapPin, Video } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

const ICONS = { in_person: MapPin, video: Video } as const

/** In person or by video: two radio cards, each a 44 px+ target. */
export function VisitModeField({ registration }: { registration: UseFormRegisterReturn<'mode'> }) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('visitRequest.mode')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {VISIT_MODES.map((mode) => {
          const Icon = ICONS[mode]
          return (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface px-3 py-2 text-ink hover:border-ink-muted has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
            >
              <input type="radio" value={mode} className="size-4 accent-brand" {...registration} />
              <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <span className="text-sm font-medium">{t(`visitRequest.modes.${mode}`)}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
