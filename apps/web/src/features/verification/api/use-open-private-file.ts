import { useMutation } from '@tanstack/react-query'
import { fetchFileLink } from './use-file-link.ts'

/**
 * Opens a private file in a new tab through its signed link. The tab is opened during the click
 * (browsers block pop-ups opened later), then sent to the link once the server gives it.
 */
export function useOpenPrivateFile() {
  return useMutation({
    mutationFn: async (id: string) => {
      const tab = window.open('', '_blank')
      if (tab) tab.opener = null
      try {
        const link = await fetchFileLink(id)
        if (tab) tab.location.replace(link.url)
        else window.location.assign(link.url)
      } catch (error) {
        tab?.close()
        throw error
      }
    },
  })
}
