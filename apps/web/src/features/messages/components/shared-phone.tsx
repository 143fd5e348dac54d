import type { TConversation } from '@demeure/shared'
import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * Once the stay is paid Demeure shares the two sides' phone numbers itself (the other person's
 * here; they see the caller's in their own header), or says that none was given.
 */
export function SharedPhone({ conversation, name }: { conversation: TConversation; name: string }) {
  const { t } = useTranslation()
  if (!conversation.contact_shared) return null
  const { phone } = conversation.other
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <Phone aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand" />
      {phone ? (
        // The number alone fits a phone's header; its name says why it is there.
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('contactSafety.phoneShared', { phone })}
          className="text-brand tabular-nums hover:underline"
        >
          {phone}
        </a>
      ) : (
        <span className="text-xs">{t('contactSafety.phoneMissing', { name })}</span>
      )}
    </p>
  )
}
