import { describe, expect, it } from 'vitest'
import {
  dwellingKindOf,
  renewalWindow,
  renewedTermEnd,
  sameName,
  statusFromSignatures,
  windowPhase,
} from './rules.ts'

describe('the notice window of a lease under 12 months (arts. 1942 and 1946 C.c.Q.)', () => {
  it('is 2 months to 1 month before the end for a whole dwelling', () => {
    expect(renewalWindow('2027-06-30', 'dwelling')).toEqual({ opens: '2027-04-30', closes: '2027-05-30' })
  })

  it('is 20 to 10 days before the end for a room', () => {
    expect(renewalWindow('2027-06-30', 'room')).toEqual({ opens: '2027-06-10', closes: '2027-06-20' })
    expect(dwellingKindOf('private_room')).toBe('room')
    expect(dwellingKindOf('shared_room')).toBe('room')
    expect(dwellingKindOf('entire_home')).toBe('dwelling')
  })

  it('is open on both of its days, and closed the day after', () => {
    expect(windowPhase('2027-06-30', 'room', '2027-06-09')).toBe('before')
    expect(windowPhase('2027-06-30', 'room', '2027-06-10')).toBe('open')
    expect(windowPhase('2027-06-30', 'room', '2027-06-20')).toBe('open')
    expect(windowPhase('2027-06-30', 'room', '2027-06-21')).toBe('closed')
  })
})

describe('a renewal by law is for the same term (art. 1941 C.c.Q.)', () => {
  it('adds the lease’s own term: 3 months renew for 3, then 3 again', () => {
    const term = { start: '2027-01-15', end: '2027-04-15' }
    expect(renewedTermEnd('2027-01-15', '2027-04-15', term)).toBe('2027-07-15')
    expect(renewedTermEnd('2027-01-15', '2027-07-15', term)).toBe('2027-10-15')
  })

  it('counts months from check-in, as the rent schedule does, so a month’s last day is kept', () => {
    const term = { start: '2027-01-31', end: '2027-04-30' }
    expect(renewedTermEnd('2027-01-31', '2027-04-30', term)).toBe('2027-07-31')
  })

  it('adds the extra days of a term that has them, and may pass the 11 months of a new stay', () => {
    const term = { start: '2027-01-10', end: '2027-08-20' }
    expect(renewedTermEnd('2027-01-10', '2027-08-20', term)).toBe('2028-03-30')
  })

  it('keeps the signed term when an extension moved the end', () => {
    const term = { start: '2027-01-15', end: '2027-03-15' }
    expect(renewedTermEnd('2027-01-15', '2027-05-15', term)).toBe('2027-07-15')
  })

  it('renews a term over 12 months for 12 months', () => {
    const term = { start: '2027-01-15', end: '2028-03-15' }
    expect(renewedTermEnd('2027-01-15', '2028-03-15', term)).toBe('2029-03-15')
  })
})

describe('signing', () => {
  it('compares typed names without case, accents or extra spaces', () => {
    expect(sameName('  eloise  cote-TREMBLAY ', 'Éloïse Côté-Tremblay')).toBe(true)
    expect(sameName('Éloïse Côté', 'Éloïse Côté-Tremblay')).toBe(false)
    expect(sameName('   ', '')).toBe(false)
  })

  it('waits for the host’s F and G, then for each side', () => {
    expect(statusFromSignatures(false, ['renter', 'host'])).toBe('draft')
    expect(statusFromSignatures(true, [])).toBe('awaiting_renter')
    expect(statusFromSignatures(true, ['host'])).toBe('awaiting_renter')
    expect(statusFromSignatures(true, ['renter'])).toBe('awaiting_host')
    expect(statusFromSignatures(true, ['host', 'renter'])).toBe('signed')
  })
})
