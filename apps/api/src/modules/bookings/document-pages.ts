import {
  DOCUMENT_PAGES_SHOWN,
  type TBookingDocument,
  type TDocumentNotice,
  type TLanguage,
} from '@demeure/shared'
import { translate } from '../../i18n/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { drawPdfPage, PDF_PAGE_LIMITS, PdfPageError } from '../../lib/pdf-page.ts'
import {
  pdfNoticeImage,
  type TWatermark,
  VIEW_SIDE,
  watermarkedImage,
  watermarkPixels,
} from './document-watermark.ts'

/** One page of a rental document as the host sees it, and where it stands in the document. */
export type TShownPage = {
  image: Buffer
  page: number
  /** Pages in the document (a photo has one; for a PDF that cannot be opened, the page asked for). */
  pageCount: number
  /** The pages that can be asked for: all of them, up to DOCUMENT_PAGES_SHOWN. */
  pagesShown: number
  /** Why the PDF is shown as a card instead of its pages. */
  notice?: TDocumentNotice
}

export type TStoredDocument = {
  bytes: Buffer
  contentType: string
  name: string
  sizeBytes: number
  kind: TBookingDocument['kind']
}

const pageMissing = (page: number) =>
  new AppError(404, 'not_found', { fields: { page: { key: 'field.documentPageMissing', params: { page } } } })

/** A name on one line of the card: long names are cut, never wrapped over the reason. */
const cut = (name: string) => (name.length > 56 ? `${name.slice(0, 55)}…` : name)

/**
 * Page `page` of a renter's document, watermarked for `mark`: a photo is its one page; a PDF is
 * drawn a page at a time (decision 024), and one that cannot be drawn (locked, damaged, past its
 * time or memory) is a card naming it and saying why, in the viewer's language.
 */
export async function shownPage(
  document: TStoredDocument,
  page: number,
  mark: TWatermark,
  language: TLanguage,
): Promise<TShownPage> {
  if (document.contentType !== 'application/pdf') {
    if (page > 1) throw pageMissing(page)
    return { image: await watermarkedImage(document.bytes, mark), page, pageCount: 1, pagesShown: 1 }
  }
  try {
    const drawn = await drawPdfPage(document.bytes, page, { ...PDF_PAGE_LIMITS, maxSide: VIEW_SIDE })
    const image = await watermarkPixels(
      { data: drawn.rgba, width: drawn.width, height: drawn.height, channels: 4 },
      mark,
    )
    return {
      image,
      page,
      pageCount: drawn.pageCount,
      pagesShown: Math.min(drawn.pageCount, DOCUMENT_PAGES_SHOWN),
    }
  } catch (error) {
    if (!(error instanceof PdfPageError)) throw error
    if (error.reason === 'noPage') throw pageMissing(page)
    const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params)
    const image = await pdfNoticeImage(
      {
        title: t(`documents.kind.${document.kind}`),
        body: [
          cut(document.name),
          t('documents.pdf.size', { kb: Math.max(1, Math.round(document.sizeBytes / 1024)) }),
          '',
          t('documents.pdf.notShown'),
          t(`documents.pdf.${error.reason}`, { seconds: PDF_PAGE_LIMITS.timeMs / 1000 }),
          t('documents.pdf.askRenter'),
        ],
      },
      mark,
    )
    // The pages known (a page that failed to draw), else the page asked for: a document that could
    // not be opened has no count to tell.
    const pageCount = error.pageCount ?? page
    return {
      image,
      page,
      pageCount,
      pagesShown: Math.min(pageCount, DOCUMENT_PAGES_SHOWN),
      notice: error.reason,
    }
  }
}
