import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { authorizedFetch } from '../../../lib/authorized-fetch.ts'

/**
 * GET /api/bookings/{id}/documents/{file}/view/: the renter's document as the watermarked image the
 * host may look at, held as an object URL for an <img> while the viewer is open. Never cached (each
 * look is a logged view) and never offered as a download.
 */
export function useDocumentView(bookingId: number, fileId: string | null) {
  const { i18n } = useTranslation()
  const query = useQuery({
    queryKey: ['document-view', bookingId, fileId],
    queryFn: async () => {
      const response = await authorizedFetch(
        `/api/bookings/${bookingId}/documents/${fileId}/view/`,
        i18n.resolvedLanguage ?? 'en',
      )
      if (!response.ok) throw new Error(`document view: HTTP ${response.status}`)
      return URL.createObjectURL(await response.blob())
    },
    enabled: fileId !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const url = query.data
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  return query
}
