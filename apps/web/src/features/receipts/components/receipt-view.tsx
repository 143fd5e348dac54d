import type { TReceipt } from '@demeure/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'

const day = (iso: string) => iso.replaceAll('-', '/')

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

function AmountRow({ label, amount, isSub = false }: { label: string; amount: string; isSub?: boolean }) {
  const { i18n } = useTranslation()
  return (
    <tr className={isSub ? 'text-ink-muted' : 'text-ink'}>
      <th scope="row" className={`py-2 text-left font-normal ${isSub ? 'pl-4 text-sm' : ''}`}>
        {label}
      </th>
      <td className={`py-2 text-right tabular-nums whitespace-nowrap ${isSub ? 'text-sm' : ''}`}>
        {formatUsd(amount, toLanguage(i18n.resolvedLanguage), { cents: 'always' })}
      </td>
    </tr>
  )
}

/**
 * A receipt as a document (docs/product-rules.md, "Receipts and sales taxes"): who, which home and
 * period, the amounts, and the taxes included in the service fee when the platform is registered.
 * Printed, it is the only thing on the page (`receipt-print` in styles.css).
 */
export function ReceiptView({ receipt }: { receipt: TReceipt }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const taxes = receipt.fee_taxes
  return (
    <article className="card receipt-print flex flex-col gap-6 p-5 md:p-8" aria-labelledby="receipt-title">
      <header className="flex flex-col gap-3 border-b border-line pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-2xl font-bold tracking-tight text-ink">Demeure</p>
          <h2 id="receipt-title" className="text-lg font-semibold text-ink">
            {t(`receipts.title.${receipt.kind}`)}
          </h2>
        </div>
        <dl className="flex flex-col gap-1 text-sm sm:text-right">
          <div>
            <dt className="inline text-ink-muted">{t('receipts.number')} </dt>
            <dd className="inline font-semibold text-ink tabular-nums">{receipt.number}</dd>
          </div>
          <div>
            <dt className="inline text-ink-muted">{t('receipts.date')} </dt>
            <dd className="inline text-ink tabular-nums">{day(receipt.issued_on)}</dd>
          </div>
        </dl>
      </header>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t('receipts.issuedBy')}>
          <span className="block">{t('receipts.issuer')}</span>
          {receipt.issuer.gst_number && (
            <span className="block text-sm">
              {t('receipts.gstNumber', { number: receipt.issuer.gst_number })}
            </span>
          )}
          {receipt.issuer.qst_number && (
            <span className="block text-sm">
              {t('receipts.qstNumber', { number: receipt.issuer.qst_number })}
            </span>
          )}
        </Field>
        <Field label={t(`receipts.party.${receipt.kind}`)}>{receipt.party_name}</Field>
        <Field label={t('receipts.home')}>
          <span className="block">{receipt.listing.title}</span>
          <span className="block text-sm text-ink-muted">{receipt.listing.address}</span>
        </Field>
        <Field label={t('receipts.stay')}>
          <span className="block tabular-nums">
            {t('receipts.stayDates', {
              from: day(receipt.stay.check_in),
              to: day(receipt.stay.check_out),
              id: receipt.booking_id,
            })}
          </span>
          {receipt.period && (
            <span className="block text-sm tabular-nums text-ink-muted">
              {t('receipts.periodDates', {
                seq: receipt.period.seq,
                from: day(receipt.period.from),
                to: day(receipt.period.to),
              })}
            </span>
          )}
        </Field>
      </dl>

      <table className="w-full border-t border-line">
        <caption className="sr-only">{t('receipts.amounts')}</caption>
        <tbody className="divide-y divide-line">
          {receipt.rent && (
            <AmountRow
              label={t(receipt.kind === 'refund' ? 'receipts.rentRefunded' : 'receipts.rent')}
              amount={receipt.rent}
            />
          )}
          {receipt.service_fee && (
            <AmountRow
              label={t(taxes ? 'receipts.serviceFeeTaxesIncluded' : 'receipts.serviceFee')}
              amount={receipt.service_fee}
            />
          )}
          {taxes && (
            <>
              <AmountRow label={t('receipts.feeBeforeTaxes')} amount={taxes.before_taxes} isSub />
              <AmountRow label={t('receipts.gstIncluded')} amount={taxes.gst} isSub />
              <AmountRow label={t('receipts.qstIncluded')} amount={taxes.qst} isSub />
            </>
          )}
        </tbody>
        <tfoot className="border-t-2 border-ink">
          <tr className="text-ink">
            <th scope="row" className="py-3 text-left font-bold">
              {t(`receipts.total.${receipt.kind}`)}
            </th>
            <td className="py-3 text-right font-bold tabular-nums whitespace-nowrap">
              {formatUsd(receipt.total, language, { cents: 'always' })}
            </td>
          </tr>
        </tfoot>
      </table>

      {(receipt.refund_rule || (receipt.rent_tax_exempt && receipt.kind !== 'refund')) && (
        <div className="flex flex-col gap-1 text-sm text-ink-muted">
          {receipt.kind !== 'refund' && receipt.rent_tax_exempt && <p>{t('receipts.rentExempt')}</p>}
          {receipt.refund_rule && <p>{t(`receipts.refund.${receipt.refund_rule}`)}</p>}
        </div>
      )}
    </article>
  )
}
