import { describe, expect, it } from 'vitest'
import { findDepositDemands } from './deposit-demands.ts'

/** Texts that ask for a deposit or post-dated payments (art. 1904 C.c.Q.), EN and FR. */
const DEMANDS = [
  'A security deposit of $500 is required before move-in.',
  'Damage deposit: one month, refunded at the end.',
  'Key deposit of 50$ on arrival.',
  'We ask for a deposit to hold the dates.',
  'Deposit required.',
  'Pet deposit for dogs.',
  'Please bring 11 post-dated cheques for the rent.',
  'Postdated checks accepted for the following months.',
  'Un dépôt de garantie de 500 $ est demandé.',
  'Dépôt exigé à la signature.',
  'Dépôt pour les clés : 40 $.',
  'Une caution d’un mois est demandée.',
  'Caution de 300 $ à l’arrivée.',
  'Merci de prévoir des chèques postdatés.',
  'Chèques post-datés pour les mois suivants.',
  'Les dépôts sont remboursés au départ.',
  'No smoking. A deposit of one month is asked.',
  'We have no pets and require a damage deposit.',
  'Bond of $400 payable on arrival.',
]

/** Texts that must not be flagged: denials, the first month's rent, other meanings of the words. */
const CLEAN = [
  'No deposit, no post-dated cheques: only the first month is paid in advance.',
  'No security deposit required.',
  'Deposit not required.',
  'We never ask for a deposit.',
  'The first month’s rent is paid at booking.',
  'Sans dépôt ni caution.',
  'Aucun dépôt demandé.',
  'Pas de dépôt de garantie.',
  'Ne versez jamais de dépôt par virement.',
  'Use caution on the icy stairs in winter.',
  'Caution: the balcony door sticks.',
  'Rent paid by direct deposit is fine.',
  'Le premier mois de loyer est payé à la réservation.',
  'Quiet building near the Jean-Talon market, bright living room.',
  'Without deposits or cheques.',
]

describe('findDepositDemands (corpus: 19 demands, 15 clean texts)', () => {
  it('finds every demand of the corpus (recall 19/19)', () => {
    const missed = DEMANDS.filter((text) => findDepositDemands(text).length === 0)
    expect(missed).toEqual([])
  })

  it('flags none of the clean texts (0 false positives of 15)', () => {
    const flagged = CLEAN.filter((text) => findDepositDemands(text).length > 0)
    expect(flagged).toEqual([])
  })

  it('quotes the words as the host wrote them, accents and all, with their place', () => {
    const text = 'Bel appartement. Un dépôt de garantie de 500 $ est demandé.'
    const [found] = findDepositDemands(text)
    expect(found?.phrase).toBe('dépôt de garantie')
    expect(text.slice(found?.start, found?.end)).toBe('dépôt de garantie')
  })

  it('finds each demand once when a text holds several', () => {
    const found = findDepositDemands('Security deposit $500 and 10 post-dated cheques.')
    expect(found.map((item) => item.phrase)).toEqual(['Security deposit', 'post-dated cheques'])
  })
})
