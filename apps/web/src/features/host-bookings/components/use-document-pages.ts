import { useEffect, useState } from 'react'
import { useDocumentView } from '../api/use-document-view.ts'

/**
 * Which page of a document the viewer shows, and the viewing its pages belong to: the first
 * page's answer names the viewing, the pages turned after it carry that name, so the renter's log
 * counts one view per opening. The viewer is mounted afresh for each opening (keyed by the
 * document), so opening a document again is a new viewing from its first page.
 */
export function useDocumentPages(bookingId: number, fileId: string | null) {
  const [page, setPage] = useState(1)
  const [viewing, setViewing] = useState<number | null>(null)
  const view = useDocumentView(bookingId, fileId, page, viewing)
  const opened = view.isPlaceholderData ? null : (view.data?.viewing ?? null)
  useEffect(() => {
    if (opened !== null) setViewing((current) => current ?? opened)
  }, [opened])
  return { view, page, turnTo: setPage }
}
