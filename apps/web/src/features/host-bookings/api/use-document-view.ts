import { DOCUMENT_NOTICES, DOCUMENT_VIEW_HEADERS, type TDocumentNotice } from '@demeure/shared'
import { bookingEndpoints } from '@demeure/shared/zod-free'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchEndpointFile } from '../../../lib/endpoint-file.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** One page of a document as the viewer shows it, and where it stands in the document. */
export type TDocumentPage = {
  url: string
  page: number
  pageCount: number
  pagesShown: number
  /** The viewing this page belongs to: sent with the next pages so they are one view in the log. */
  viewing: number | null
  notice: TDocumentNotice | null
}

const whole = (value: string | null, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/**
 * GET /api/bookings/{id}/documents/{file}/view/?page=N: one page of the renter's document as the
 * watermarked image the host may look at, held as an object URL for an <img> while it is shown.
 * Never cached (each opening is a logged view) and never offered as a download. The pages after
 * the first carry the viewing's id, so turning them is not a new view for the renter.
 */
export function useDocumentView(
  bookingId: number,
  fileId: string | null,
  page: number,
  viewing: number | null,
) {
  const { i18n } = useTranslation()
  const query = useQuery({
    // Not the viewing: the first page's answer gives it, and a new key would fetch (and log) that page again.
    queryKey: endpointKey(bookingEndpoints.documentView, { id: bookingId, file: String(fileId) }, { page }),
    queryFn: async (): Promise<TDocumentPage> => {
      const response = await fetchEndpointFile(bookingEndpoints.documentView, {
        params: { id: bookingId, file: String(fileId) },
        query: { page, viewing },
        language: i18n.resolvedLanguage ?? 'en',
      })
      if (!response.ok) throw new Error(`document view: HTTP ${response.status}`)
      const header = (name: string) => response.headers.get(name)
      const notice = header(DOCUMENT_VIEW_HEADERS.notice)
      return {
        url: URL.createObjectURL(await response.blob()),
        page: whole(header(DOCUMENT_VIEW_HEADERS.page), page),
        pageCount: whole(header(DOCUMENT_VIEW_HEADERS.pageCount), 1),
        pagesShown: whole(header(DOCUMENT_VIEW_HEADERS.pagesShown), 1),
        viewing: header(DOCUMENT_VIEW_HEADERS.viewing)
          ? whole(header(DOCUMENT_VIEW_HEADERS.viewing), 0)
          : null,
        notice: DOCUMENT_NOTICES.find((known) => known === notice) ?? null,
      }
    },
    enabled: fileId !== null,
    // The page shown stays while the next one loads, so turning a page does not flash.
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const url = query.data?.url
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  return query
}
