import type { TLanguage } from '@demeure/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toLanguage } from '../../lib/language.ts'
import { readSession } from '../../lib/session-store.ts'
import { useUpdateProfile } from './api/use-update-profile.ts'

/**
 * Changes the interface language (stored in localStorage by the language detector) and, when
 * signed in, saves it on the profile so that e-mails use it too.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation()
  const updateProfile = useUpdateProfile()
  // A language's texts load on its first use (lib/i18n.ts), so the switch can take a moment: the
  // choice shows at once and the texts follow.
  const [pending, setPending] = useState<TLanguage | null>(null)
  const language = pending ?? toLanguage(i18n.resolvedLanguage)

  /** Resolves to true once the server has the new choice, false when only this browser has it. */
  async function switchTo(next: TLanguage): Promise<boolean> {
    if (next !== toLanguage(i18n.resolvedLanguage)) {
      setPending(next)
      try {
        await i18n.changeLanguage(next)
      } finally {
        setPending(null)
      }
    }
    if (!readSession().isAuthenticated) return false
    try {
      await updateProfile.mutateAsync({ language: next })
      return true
    } catch {
      // The interface already switched; the saved preference only matters for e-mails.
      return false
    }
  }

  return { language, switchTo }
}
