import { leaseSections, type TLeaseDocument } from '@demeure/shared'
import { openPdf } from '../../lib/pdf-document.ts'
import { pdfSafe } from '../receipts/index.ts'
import type { TLeaseSignatureRow } from './tables.ts'

const MARGIN = 56

/** What the form of the Tribunal administratif du logement requires, said on the first page (decision 023). */
const TAL_NOTICE = {
  fr: 'Le formulaire de bail du Tribunal administratif du logement est obligatoire (Règlement sur les formulaires de bail obligatoires, RLRQ c. T-15.01, r. 3). Ce document de Demeure en reprend chaque élément, rempli\u00a0; reportez ces valeurs sur le formulaire du TAL. En cas de divergence, le formulaire du TAL et la loi prévalent.',
  en: 'The lease form of the Administrative Housing Tribunal is mandatory (Regulation respecting mandatory lease forms, CQLR c. T-15.01, r. 3). This Demeure document carries each of its items, filled in; copy these values onto the TAL form. Where they differ, the TAL form and the law prevail.',
}

/** The signed lease's file name, downloaded from the panel or attached to the "signed" e-mail. */
export const leasePdfName = (stayId: number) => `bail-lease-${stayId}.pdf`

/**
 * The lease as a PDF (US Letter): every section in French, then in English, then the signatures
 * with their names, times and the SHA-256 of the text signed.
 */
export async function leasePdf(
  doc: TLeaseDocument,
  documentSha256: string,
  signatures: TLeaseSignatureRow[],
  options: { compress?: boolean } = {},
) {
  const { doc: pdf, bytes } = await openPdf({
    title: `Bail / Lease ${doc.stay_id}`,
    margin: MARGIN,
    compress: options.compress,
  })
  const width = pdf.page.width - 2 * MARGIN
  const text = (line: string, font = 'Helvetica', size = 10) =>
    pdf.font(font).fontSize(size).text(pdfSafe(line), { width })

  text('Bail de logement', 'Helvetica-Bold', 18)
  text('Lease of a dwelling', 'Helvetica', 14)
  text(`Demeure — séjour n° ${doc.stay_id} / stay no. ${doc.stay_id}`, 'Helvetica', 10)
  pdf.moveDown(0.6).fillColor('#444444')
  text(TAL_NOTICE.fr, 'Helvetica', 8.5)
  text(TAL_NOTICE.en, 'Helvetica-Oblique', 8.5)
  pdf.fillColor('#000000')

  for (const section of leaseSections(doc)) {
    pdf.moveDown(0.8)
    const [headingFr = '', ...linesFr] = section.fr
    const [headingEn = '', ...linesEn] = section.en
    text(headingFr, 'Helvetica-Bold', 11)
    for (const line of linesFr) text(line)
    pdf.moveDown(0.3).fillColor('#444444')
    text(headingEn, 'Helvetica-BoldOblique', 10)
    for (const line of linesEn) text(line, 'Helvetica-Oblique', 9.5)
    pdf.fillColor('#000000')
  }

  pdf.moveDown(1)
  text('Signatures', 'Helvetica-Bold', 12)
  text(`Empreinte SHA-256 du texte / SHA-256 of the text: ${documentSha256}`, 'Courier', 8)
  if (signatures.length === 0) text('Non signé / Not signed')
  for (const signature of signatures) {
    pdf.moveDown(0.4)
    const role = signature.party === 'host' ? 'Locateur / Lessor' : 'Locataire / Lessee'
    text(`${role}: ${signature.typedName}`, 'Helvetica-Bold')
    text(
      `Signé électroniquement le / Signed electronically on ${signature.signedAt.toISOString()} (consentement exprès / explicit consent)`,
    )
    text(`SHA-256: ${signature.documentSha256}`, 'Courier', 8)
  }
  pdf.end()
  return bytes
}
