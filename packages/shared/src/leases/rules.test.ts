import { describe, expect, it } from 'vitest'
import { dwellingKindOf, renewalWindow, sameName, statusFromSignatures, windowPhase } from './rules.ts'

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
