import { findDepositDemands } from '@demeure/shared/zod-free'
import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * Said while the host types, before anything is sent: this text asks for a deposit or post-dated
 * cheques, which Québec law forbids (art. 1904 C.c.Q.); the server refuses the listing until the
 * words are gone. Quotes the words found so the host knows what to change.
 */
export function DepositWarning({ text }: { text: string }) {
  const { t } = useTranslation()
  const [demand] = findDepositDemands(text)
  if (!demand) return null
  return (
    <p role="status" className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('listing.depositDemand', { phrase: demand.phrase })}
    </p>
  )
}
