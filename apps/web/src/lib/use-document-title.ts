import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** "Page · Demeure" in the browser tab, following the language. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation()
  const appName = t('common.appName')
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName
  }, [title, appName])
}
