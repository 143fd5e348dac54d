import { describe, expect, it } from 'vitest'
import { checkDocument } from './check-document.ts'
import { checkVerification } from './check-verification.ts'
import { type TVerificationValues, verificationFormData } from './verification-values.ts'

const MB = 1024 * 1024

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type })
}

function application(): TVerificationValues {
  return {
    full_name: 'Camille Tremblay',
    email: 'camille@example.test',
    phone: '+1 514 555 0199',
    telegram_username: '',
    hosting_country: 'Canada',
    hosting_city: 'Montreal',
    role: 'owner',
    booking_urls: [],
    agreement: true,
    government_id: [file('id.png', 'image/png')],
    proof_of_address: [file('bill.pdf', 'application/pdf')],
    business_license: [],
  }
}

const keysOf = (fields: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(fields).map(([name, found]) => [name, found.key]))

describe('verification check', () => {
  it('passes a complete first application', () => {
    expect(checkVerification(application(), false)).toEqual({ fields: {} })
  })

  it('needs the ID and the proof of address the first time only', () => {
    const withoutFiles = { ...application(), government_id: [], proof_of_address: [] }
    expect(keysOf(checkVerification(withoutFiles, false).fields)).toEqual({
      government_id: 'validation.required',
      proof_of_address: 'validation.required',
    })
    expect(checkVerification(withoutFiles, true)).toEqual({ fields: {} })
  })

  it('reports a bad link under its own row, blank rows being ignored', () => {
    const values = {
      ...application(),
      booking_urls: [{ value: ' ' }, { value: 'https://airbnb.ca/rooms/1' }, { value: 'not a link' }],
    }
    expect(keysOf(checkVerification(values, false).fields)).toEqual({
      'booking_urls.2.value': 'validation.url',
    })
  })

  it('asks for the agreement and at most two ID files', () => {
    const values = {
      ...application(),
      agreement: false,
      government_id: [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')],
    }
    expect(keysOf(checkVerification(values, false).fields)).toEqual({
      agreement: 'validation.agreement',
      government_id: 'verification.governmentIdMax',
    })
  })
})

describe('documents', () => {
  it('accepts PDF, JPG and PNG up to 5 MB', () => {
    expect(checkDocument(file('id.pdf', 'application/pdf', 5 * MB))).toBeNull()
    expect(checkDocument(file('id.jpeg', ''))).toBeNull()
    expect(checkDocument(file('id.docx', ''))?.key).toBe('verification.documentType')
    expect(checkDocument(file('id.png', 'image/png', 5 * MB + 1))?.key).toBe('verification.documentSize')
  })

  it('sends the fields, the filled links and each document under its kind', () => {
    const body = verificationFormData({
      ...application(),
      full_name: '  Camille Tremblay ',
      booking_urls: [{ value: '' }, { value: 'https://airbnb.ca/rooms/1' }],
    })
    expect(body.get('full_name')).toBe('Camille Tremblay')
    expect(body.getAll('booking_urls')).toEqual(['https://airbnb.ca/rooms/1'])
    expect(body.get('agreement')).toBe('true')
    expect((body.get('government_id') as File).name).toBe('id.png')
    expect(body.has('business_license')).toBe(false)
  })
})
