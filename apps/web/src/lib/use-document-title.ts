import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * "Page · Demeure" in the browser tab, following the language. The home page leads with the name
 * ("Demeure · …"), as the server's <title> for it does: the tab and a shared link say the same.
 */
export function useDocumentTitle(title?: string, options: { brandFirst?: boolean } = {}): void {
  const { t } = useTranslation()
  const appName = t('common.appName')
  const { brandFirst = false } = options
  useEffect(() => {
    if (!title) document.title = appName
    else document.title = brandFirst ? `${appName} · ${title}` : `${title} · ${appName}`
  }, [title, appName, brandFirst])
}
