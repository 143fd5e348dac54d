import { findContacts, kindsOf, mentionsOffPlatformPayment } from '@demeure/shared'
import { EyeOff, ShieldAlert } from 'lucide-react'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { toLanguage } from '../../lib/language.ts'

/**
 * Who will read the text: one person (a message, a request), whose stay with the writer may be
 * paid already; every visitor of a listing page; or other members (a bio).
 */
export type TPreviewReader = { name: string; isContactShared: boolean } | 'visitors' | 'members'

/**
 * What the reader will not see of the draft, and why, as it is typed (the same rules as the API's,
 * from the shared package): contact details until a stay is paid, and a reminder that payments
 * outside Demeure are not protected.
 */
export function ContactPreview({ draft, reader, id }: { draft: string; reader: TPreviewReader; id: string }) {
  const { t, i18n } = useTranslation()
  const text = useDeferredValue(draft)
  const isContactShared = typeof reader === 'object' && reader.isContactShared
  const kinds = isContactShared ? [] : kindsOf(findContacts(text))
  const isPayment = mentionsOffPlatformPayment(text)
  const what = new Intl.ListFormat(toLanguage(i18n.resolvedLanguage), { type: 'conjunction' }).format(
    kinds.map((kind) => t(`contactSafety.kinds.${kind}`)),
  )
  return (
    // Always in the page, so that screen readers announce what appears in it.
    <div id={id} aria-live="polite" className="mb-2 flex flex-col gap-1.5 text-sm empty:hidden">
      {kinds.length > 0 && (
        <p className="flex items-start gap-2 rounded-control bg-brand-soft px-3 py-2 text-ink">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          {reader === 'visitors'
            ? t('contactSafety.willHidePublic', { what })
            : reader === 'members'
              ? t('contactSafety.willHideBio', { what })
              : t('contactSafety.willHide', { name: reader.name, what })}
        </p>
      )}
      {isPayment && (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft px-3 py-2 text-ink">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {t('contactSafety.paymentSender')}
        </p>
      )}
    </div>
  )
}
