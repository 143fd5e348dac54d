import { describe, expect, it } from 'vitest'
import { CONTACT_CORPUS } from './corpus.ts'
import { findContacts, maskContacts, mentionsOffPlatformPayment } from './index.ts'

// The shared package is typed without Node's or the browser's globals; vitest runs it in Node.
declare const console: { info(message: string): void }

/** Where each labelled stretch stands and whether a span of its kind covers all of it. */
function measure() {
  const toHide = CONTACT_CORPUS.flatMap((entry) => entry.hide.map((item) => ({ entry, item })))
  const missed = toHide.filter(({ entry, item }) => {
    const start = entry.text.indexOf(item.text)
    expect(start, `"${item.text}" is in "${entry.text}"`).toBeGreaterThanOrEqual(0)
    const end = start + item.text.length
    return !findContacts(entry.text).some(
      (span) => span.kind === item.kind && span.start <= start && span.end >= end,
    )
  })
  const mustStay = CONTACT_CORPUS.filter((entry) => entry.hide.length === 0)
  const wronglyHidden = mustStay.filter((entry) => findContacts(entry.text).length > 0)
  const payments = CONTACT_CORPUS.filter((entry) => entry.payment)
  const paymentMissed = payments.filter((entry) => !mentionsOffPlatformPayment(entry.text))
  const paymentFalse = CONTACT_CORPUS.filter(
    (entry) => !entry.payment && mentionsOffPlatformPayment(entry.text),
  )
  return { toHide, missed, mustStay, wronglyHidden, payments, paymentMissed, paymentFalse }
}

describe('contact masking corpus (docs/product-rules.md, "Contact stays on the platform")', () => {
  const m = measure()

  it('holds at least 100 labelled phrasings in English and in French', () => {
    expect(CONTACT_CORPUS.length).toBeGreaterThanOrEqual(100)
    expect(CONTACT_CORPUS.filter((entry) => entry.language === 'fr').length).toBeGreaterThanOrEqual(40)
    expect(m.mustStay.length).toBeGreaterThanOrEqual(40)
  })

  it('finds at least 95 % of the contacts and hides nothing in the texts that must stay', () => {
    const recall = 1 - m.missed.length / m.toHide.length
    console.info(
      `contact recall ${(recall * 100).toFixed(1)} % (${m.toHide.length - m.missed.length}/${m.toHide.length}); ` +
        `false positives ${m.wronglyHidden.length}/${m.mustStay.length}; ` +
        `payment recall ${m.payments.length - m.paymentMissed.length}/${m.payments.length}, ` +
        `payment false positives ${m.paymentFalse.length}/${CONTACT_CORPUS.length - m.payments.length}`,
    )
    for (const { item } of m.missed) console.info(`missed ${item.kind}: ${item.text}`)
    expect(recall).toBeGreaterThanOrEqual(0.95)
    expect(m.wronglyHidden.map((entry) => [entry.text, findContacts(entry.text)])).toEqual([])
  })

  it('flags at least 95 % of the off-platform payments and no other text', () => {
    expect(m.paymentMissed.length / m.payments.length).toBeLessThanOrEqual(0.05)
    expect(m.paymentFalse.map((entry) => entry.text)).toEqual([])
  })
})

describe('maskContacts', () => {
  it('replaces each contact with what it was, in the reader’s language, and says what it hid', () => {
    const text = 'Rent $1,200. Call 514-555-1234 or write jean@gmail.com'
    expect(maskContacts(text, 'en')).toEqual({
      text: 'Rent $1,200. Call [phone number hidden] or write [e-mail address hidden]',
      hidden: ['phone', 'email'],
    })
    expect(maskContacts(text, 'fr').text).toBe(
      'Rent $1,200. Call [numéro de téléphone masqué] or write [adresse courriel masquée]',
    )
    expect(maskContacts('See you on the 5th', 'en')).toEqual({ text: 'See you on the 5th', hidden: [] })
  })

  it('reads a contact that straddles the edge of a slice in a long text', () => {
    const text = `${'word '.repeat(399)}call 514-555-1234 ${'word '.repeat(400)}`
    expect(maskContacts(text, 'en').hidden).toEqual(['phone'])
    expect(maskContacts(text, 'en').text).not.toContain('1234')
  })

  it('stays fast on hostile input (no catastrophic backtracking)', () => {
    const hostile = [
      'a'.repeat(2000),
      '1 '.repeat(1000),
      'a.'.repeat(1000),
      'a dot '.repeat(333),
      '@a'.repeat(1000),
      'whatsapp: '.repeat(200),
      'deposit '.repeat(250),
      'five '.repeat(400),
    ]
    const started = Date.now()
    for (const text of hostile) {
      maskContacts(text, 'en')
      mentionsOffPlatformPayment(text)
    }
    expect(Date.now() - started).toBeLessThan(1500)
  })
})
