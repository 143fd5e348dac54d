import { cancellationRefund, decimalToCents, type TQuoteWire } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { serverProblems } from '../../../lib/server-problems.ts'
import {
  AGREEMENT_FIELDS,
  bookingFormData,
  initialAgreement,
  type TAgreementValues,
} from './agreement-values.ts'
import { cancellationTerms } from './cancellation-terms.ts'
import { checkAgreement } from './check-agreement.ts'
import { pickDocuments } from './pick-documents.ts'

const MB = 1024 * 1024
const stay = { listingId: 7, checkIn: '2030-03-10', checkOut: '2030-06-10', guests: 2 }

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type })
}

function agreement(): TAgreementValues {
  return {
    full_name: 'Amina Diallo',
    urgent_contact: '+1 514 555 0101',
    reference_1: 'Former landlord, 514 555 0102',
    reference_2: 'Employer, 514 555 0103',
    message: 'Hello!',
    consent: true,
    id_cards: [file('front.png', 'image/png'), file('back.png', 'image/png')],
    income_proof: [file('pay.pdf', 'application/pdf')],
    rental_history: [file('lease.pdf', 'application/pdf')],
  }
}

const keysOf = (fields: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(fields).map(([name, found]) => [name, found.key]))

describe('the rental agreement check', () => {
  it('passes a complete agreement', () => {
    expect(checkAgreement(agreement(), stay)).toEqual({ fields: {} })
  })

  it("gives the spec's text and marks every missing field, file and the consent", () => {
    const check = checkAgreement(initialAgreement(undefined), stay)
    expect(check.formError?.key).toBe('bookings.agreementIncomplete')
    expect(keysOf(check.fields)).toEqual({
      full_name: 'validation.required',
      urgent_contact: 'validation.required',
      reference_1: 'validation.required',
      reference_2: 'validation.required',
      consent: 'bookingRequest.consentNeeded',
      id_cards: 'validation.required',
      income_proof: 'validation.required',
      rental_history: 'validation.required',
    })
  })

  it('asks for the consent alone, and treats blank text as missing', () => {
    expect(keysOf(checkAgreement({ ...agreement(), consent: false }, stay).fields)).toEqual({
      consent: 'bookingRequest.consentNeeded',
    })
    const blank = checkAgreement({ ...agreement(), reference_2: '   ' }, stay)
    expect(blank.formError?.key).toBe('bookings.agreementIncomplete')
    expect(keysOf(blank.fields)).toEqual({ reference_2: 'validation.required' })
  })

  it('refuses a third ID file, a wrong type and an oversized file without the form-level text', () => {
    const check = checkAgreement(
      {
        ...agreement(),
        id_cards: [...agreement().id_cards, file('third.png', 'image/png')],
        income_proof: [file('pay.docx', '')],
        rental_history: [file('lease.pdf', 'application/pdf', 5 * MB + 1)],
      },
      stay,
    )
    expect(check.formError).toBeUndefined()
    expect(keysOf(check.fields)).toEqual({
      id_cards: 'bookingRequest.tooManyFiles',
      income_proof: 'verification.documentType',
      rental_history: 'verification.documentSize',
    })
  })

  it('sends the trimmed fields and each document under its API name', () => {
    const body = bookingFormData(stay, { ...agreement(), full_name: '  Amina Diallo ' })
    expect(body.get('property')).toBe('7')
    expect(body.get('check_in')).toBe('2030-03-10')
    expect(body.get('guests')).toBe('2')
    expect(body.get('full_name')).toBe('Amina Diallo')
    expect(body.get('consent')).toBe('true')
    expect(body.getAll('id_cards').map((sent) => (sent as File).name)).toEqual(['front.png', 'back.png'])
    expect((body.get('rental_history') as File).name).toBe('lease.pdf')
  })

  it('starts from the profile name', () => {
    expect(initialAgreement({ first_name: 'Amina', last_name: 'Diallo' }).full_name).toBe('Amina Diallo')
  })
})

describe('picking documents', () => {
  it('adds ID files up to two and says when more were dropped', () => {
    const first = pickDocuments([], [file('a.png', 'image/png')], 2)
    expect(first).toEqual({ files: [expect.any(File)], problem: null })
    const over = pickDocuments(first.files, [file('b.png', 'image/png'), file('c.png', 'image/png')], 2)
    expect(over.files.map((kept) => kept.name)).toEqual(['a.png', 'b.png'])
    expect(over.problem).toEqual({ key: 'bookingRequest.tooManyFiles', params: { max: 2 } })
  })

  it('replaces a one-file document, and keeps it when the new pick is invalid', () => {
    const old = [file('old.pdf', 'application/pdf')]
    expect(pickDocuments(old, [file('new.pdf', 'application/pdf')], 1).files[0]?.name).toBe('new.pdf')
    const bad = pickDocuments(old, [file('new.gif', 'image/gif')], 1)
    expect(bad.files[0]?.name).toBe('old.pdf')
    expect(bad.problem?.key).toBe('verification.documentType')
  })
})

describe("the server's answer", () => {
  it('puts agreement errors under their fields and stay errors in the message', () => {
    const error = new ApiError(409, {
      message: 'Some fields are not valid.',
      fields: {
        full_name: 'This field is required.',
        id_cards: 'Please fill all required fields and provide consent.',
        check_in: 'These dates are not available for this place.',
      },
    })
    expect(serverProblems(error, AGREEMENT_FIELDS, 'Failed to create booking')).toEqual({
      fields: {
        full_name: 'This field is required.',
        id_cards: 'Please fill all required fields and provide consent.',
      },
      message: 'These dates are not available for this place.',
    })
  })

  it("falls back to the server's message, then to the spec's text", () => {
    expect(
      serverProblems(new ApiError(413, { message: 'Too large.' }), AGREEMENT_FIELDS, 'Failed').message,
    ).toBe('Too large.')
    expect(serverProblems(new Error('offline'), AGREEMENT_FIELDS, 'Failed to create booking')).toEqual({
      fields: {},
      message: 'Failed to create booking',
    })
  })
})

describe('the cancellation terms', () => {
  const quote: TQuoteWire = {
    months: 3,
    extra_days: 0,
    monthly_rent: '1150.00',
    rent_total: '3450.00',
    stay_total: '3588.00',
    service_fee: '138.00',
    due_now: '1288.00',
    schedule: [],
  }
  const refundOn = (today: string) =>
    cancellationRefund({ today, checkIn: '2030-03-10', rentPaidCents: 115_000, monthlyRentCents: 115_000 })

  it('ends the full refund on the day the shared rule says, 30 days before check-in', () => {
    const terms = cancellationTerms(quote, '2030-03-10', '2030-01-01')
    expect(terms).toEqual({
      days: 30,
      fullRefundUntil: '2030-02-08',
      refundBefore: '1150.00',
      keptAfter: '1150.00',
      serviceFee: '138.00',
    })
    expect(refundOn('2030-02-08').rule).toBe('full')
    expect(refundOn('2030-02-09').rule).toBe('first_month_kept')
    expect(decimalToCents(terms.keptAfter)).toBe(refundOn('2030-02-09').keptCents)
  })

  it('has no full-refund date left when check-in is less than 30 days away', () => {
    expect(cancellationTerms(quote, '2030-03-10', '2030-02-20').fullRefundUntil).toBeNull()
  })
})
