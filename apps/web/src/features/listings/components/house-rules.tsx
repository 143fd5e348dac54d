import { HOUSE_RULES } from '@demeure/shared'
import { CircleCheck, MessageSquareQuote } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The five rules every guest follows, then the host's own. */
export function HouseRules({ hostRules }: { hostRules: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ul className="flex flex-col gap-3">
        {HOUSE_RULES.map((rule) => (
          <li key={rule} className="flex items-center gap-3 text-ink">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
            {t(`houseRules.${rule}`)}
          </li>
        ))}
      </ul>
      {hostRules.length > 0 && (
        <div className="rounded-card bg-canvas p-4">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <MessageSquareQuote aria-hidden="true" className="size-5 text-accent" />
            {t('listings.hostRules')}
          </h3>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink">
            {hostRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
