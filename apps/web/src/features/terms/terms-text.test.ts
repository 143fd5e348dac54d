import { describe, expect, it } from 'vitest'
import { FIRST_TERMS_VERSION, TERMS } from './terms-text.ts'

const whole = (version: 'fr' | 'en') =>
  TERMS[version].sections.flatMap((section) => [section.title, ...section.points]).join('\n')

describe('the terms of use', () => {
  it('open in French, and the English version is a translation of every section', () => {
    expect(FIRST_TERMS_VERSION).toBe('fr')
    const ids = (version: 'fr' | 'en') => TERMS[version].sections.map((section) => section.id)
    expect(ids('en')).toEqual(ids('fr'))
    for (const version of ['fr', 'en'] as const) {
      for (const section of TERMS[version].sections) expect(section.points.length).toBeGreaterThan(0)
    }
    expect(TERMS.fr.versionNote).toMatch(/la version française prévaut/)
    expect(TERMS.en.versionNote).toMatch(/French version, which prevails/)
  })

  it('state the rules the product applies, in both versions', () => {
    // The fee, the hold, no deposits, short stays, the lease's renewal, governing law, contact.
    const rules = [/12\s%/, /48\s?h/, /1904/, /CITQ/, /1941/, /Tribunal administratif du logement/, /P-40\.1/]
    for (const rule of rules) {
      expect(whole('fr')).toMatch(rule)
      expect(whole('en')).toMatch(new RegExp(rule.source.replace('\\s%', '%')))
    }
    expect(whole('fr')).toMatch(/lois du Québec/)
    expect(whole('en')).toMatch(/laws of Québec/)
    expect(whole('fr')).toMatch(/hello@demeure\.ca/)
    expect(whole('en')).toMatch(/hello@demeure\.ca/)
  })

  it('write French with non-breaking spaces before its double punctuation', () => {
    expect(whole('fr')).not.toMatch(/ [:;?!»]/)
  })
})
