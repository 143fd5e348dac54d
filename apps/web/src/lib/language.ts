import { LANGUAGES, type TLanguage } from '@demeure/shared/zod-free'

/** The interface language as one of ours: a browser's 'fr-CA' reads as 'fr'. */
export function toLanguage(code: string | undefined): TLanguage {
  const base = code?.slice(0, 2).toLowerCase()
  return LANGUAGES.find((language) => language === base) ?? 'en'
}
