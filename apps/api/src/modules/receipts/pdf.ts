import { formatDisplayDate, formatMoney, type TLanguage, type TReceipt } from '@demeure/shared'
import { translate } from '../../i18n/index.ts'
import { openPdf } from '../../lib/pdf-document.ts'

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding still draws. */
const WIN_ANSI_EXTRAS = new Set('‘’‚“”„•–—…€'.split(''))

/**
 * Text the PDF's standard Helvetica can draw: Latin-1 (French accents, « », ½, no-break spaces)
 * and a few WinAnsi signs. Thin no-break spaces become no-break spaces; anything else a name or a
 * title may hold (emoji, other scripts, control characters) becomes "?" rather than a broken glyph.
 */
export function pdfSafe(text: string): string {
  return Array.from(text.replace(/[\u202f\u2009]/g, '\u00a0'), (char) => {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' '
    return code <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?'
  }).join('')
}

const MARGIN = 56
const AMOUNT_WIDTH = 140

/** The receipt as a one-page PDF (US Letter), in the reader's language. */
export async function receiptPdf(
  receipt: TReceipt,
  language: TLanguage,
  options: { compress?: boolean } = {},
) {
  const t = (key: string, params?: Record<string, string | number>) =>
    pdfSafe(translate(language, key, params))
  const money = (amount: string) => pdfSafe(formatMoney(amount, language, { cents: 'always' }))
  const date = formatDisplayDate
  const { doc, bytes } = await openPdf({
    title: `${t(`receipt.title.${receipt.kind}`)} ${receipt.number}`,
    margin: MARGIN,
    compress: options.compress,
  })
  const width = doc.page.width - 2 * MARGIN

  doc.font('Helvetica-Bold').fontSize(22).text('Demeure')
  doc
    .moveDown(0.3)
    .fontSize(16)
    .text(t(`receipt.title.${receipt.kind}`))
  doc.moveDown(0.5).font('Helvetica').fontSize(10)
  doc.text(t('receipt.number', { number: receipt.number }))
  doc.text(t('receipt.issuedOn', { date: date(receipt.issued_on) }))
  doc.moveDown(0.5).text(t('receipt.issuer'))
  if (receipt.issuer.gst_number)
    doc.text(t('receipt.gstNumber', { number: pdfSafe(receipt.issuer.gst_number) }))
  if (receipt.issuer.qst_number)
    doc.text(t('receipt.qstNumber', { number: pdfSafe(receipt.issuer.qst_number) }))

  const field = (label: string, ...lines: string[]) => {
    doc.moveDown(0.6).font('Helvetica-Bold').text(label)
    doc.font('Helvetica')
    for (const line of lines) doc.text(pdfSafe(line), { width })
  }
  field(t(`receipt.party.${receipt.kind}`), receipt.party_name)
  field(t('receipt.home'), receipt.listing.title, receipt.listing.address)
  field(
    t('receipt.stay'),
    t('receipt.stayDates', {
      from: date(receipt.stay.check_in),
      to: date(receipt.stay.check_out),
      id: receipt.booking_id,
    }),
  )
  if (receipt.period) {
    const { seq, from, to } = receipt.period
    field(t('receipt.period'), t('receipt.periodDates', { seq, from: date(from), to: date(to) }))
  }

  doc.moveDown(1.2)
  const line = (label: string, amount: string, options: { bold?: boolean; indent?: number } = {}) => {
    const y = doc.y
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(label, MARGIN + (options.indent ?? 0), y, { width: width - AMOUNT_WIDTH })
    const after = doc.y
    doc.text(money(amount), MARGIN + width - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' })
    doc.x = MARGIN
    doc.y = Math.max(after, doc.y) + 4
  }
  if (receipt.rent) line(t(receipt.kind === 'refund' ? 'receipt.rentRefunded' : 'receipt.rent'), receipt.rent)
  if (receipt.service_fee) {
    const taxes = receipt.fee_taxes
    line(t(taxes ? 'receipt.serviceFeeTaxesIncluded' : 'receipt.serviceFee'), receipt.service_fee)
    if (taxes) {
      line(t('receipt.feeBeforeTaxes'), taxes.before_taxes, { indent: 16 })
      line(t('receipt.gstIncluded'), taxes.gst, { indent: 16 })
      line(t('receipt.qstIncluded'), taxes.qst, { indent: 16 })
    }
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#999999')
    .stroke()
  doc.y += 6
  line(t(`receipt.total.${receipt.kind}`), receipt.total, { bold: true })

  doc.moveDown(1).font('Helvetica').fontSize(9).fillColor('#444444')
  if (receipt.rent && receipt.rent_tax_exempt && receipt.kind !== 'refund')
    doc.text(t('receipt.rentExempt'), { width })
  if (receipt.refund_rule) doc.text(t(`receipt.refund.${receipt.refund_rule}`), { width })
  doc.end()
  return bytes
}
