import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  AMENITIES,
  DEFAULT_LOCATIONS,
  HOUSE_RULES,
  LISTING_TYPES,
  pageHeads,
  ROOM_CATEGORIES,
} from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { cityKey } from '../lib/catalogue-keys.ts'
import { nestMessages, resources, sharedTexts } from '../lib/i18n-resources.ts'
import enJson from './en.json'
import frJson from './fr.json'

type TTree = { [key: string]: string | TTree }

/** Every leaf as [dotted key, value]. */
function leaves(tree: TTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  )
}

const en = new Map(leaves(resources.en.translation as unknown as TTree))
const fr = new Map(leaves(resources.fr.translation as unknown as TTree))

function lookup(key: string): string | undefined {
  return en.get(key)
}

describe('catalogues', () => {
  it('en.json and fr.json have exactly the same keys', () => {
    const enKeys = leaves(enJson as TTree).map(([key]) => key)
    const frKeys = leaves(frJson as TTree).map(([key]) => key)
    expect(
      frKeys.filter((key) => !enKeys.includes(key)),
      'keys only in fr.json',
    ).toEqual([])
    expect(
      enKeys.filter((key) => !frKeys.includes(key)),
      'keys only in en.json',
    ).toEqual([])
  })

  it('does not redefine a text of the shared package (merge it, do not duplicate it)', () => {
    const shared = new Set(leaves(nestMessages(sharedTexts('en'))).map(([key]) => key))
    expect(
      leaves(enJson as TTree).filter(
        ([key]) => shared.has(key) || [...shared].some((k) => key.startsWith(`${k}.`)),
      ),
    ).toEqual([])
  })

  it('shows the page heads of the shared package, which the server writes into each page’s head', () => {
    for (const [key, text] of Object.entries(pageHeads.fr)) expect(fr.get(key), key).toBe(text)
    for (const [key, text] of Object.entries(pageHeads.en)) expect(en.get(key), key).toBe(text)
  })

  it('the merged resources (with the shared validation texts) have the same keys', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('has no empty value', () => {
    const empty = [...en, ...fr].filter(([, value]) => value.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('writes French numbers as French typography does: "nº 297", "12 %", never broken across lines', () => {
    const french = [...fr].filter(([key]) => !key.startsWith('validation.'))
    // "no 297" reads as the word "no": numéro is abbreviated nº, held to its number.
    expect(french.filter(([, text]) => /\bno\s*\{\{/.test(text)).map(([key]) => key)).toEqual([])
    expect(french.filter(([, text]) => /nº(?!\u00a0)/.test(text)).map(([key]) => key)).toEqual([])
    // A percentage keeps its sign on its line: a no-break space, never an ordinary one or none.
    expect(french.filter(([, text]) => /[\d}] ?%/.test(text)).map(([key]) => key)).toEqual([])
  })

  it('never writes "(s)": a count has its plural forms instead', () => {
    expect([...en, ...fr].filter(([, text]) => /\w\(s\)/.test(text)).map(([key]) => key)).toEqual([])
  })

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()
    const mismatched = [...en].filter(([key, text]) => {
      const french = fr.get(key) ?? ''
      return placeholders(text).join() !== placeholders(french).join()
    })
    expect(mismatched.map(([key]) => key)).toEqual([])
  })
})

describe('keys used in the code', () => {
  const srcDir = join(import.meta.dirname, '..')
  const sourceFiles = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return walk(path)
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
    })
  })(srcDir)
  const namespaces = new Set(Object.keys(resources.en.translation))

  const found: Array<{ file: string; key: string }> = []
  const prefixes: Array<{ file: string; prefix: string }> = []
  for (const path of sourceFiles) {
    const file = relative(srcDir, path)
    const code = readFileSync(path, 'utf8')
    // t('a.b'), t("a.b"), t(`a.b`) and i18nKey="a.b"
    for (const match of code.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g))
      found.push({ file, key: match[2] as string })
    for (const match of code.matchAll(/i18nKey=(['"])([^'"]+)\1/g))
      found.push({ file, key: match[2] as string })
    // Keys kept in constants or passed to issue(): any 'namespace.key' string literal.
    for (const match of code.matchAll(/(['"])([a-zA-Z]+(?:\.[\w]+)+)\1/g)) {
      const key = match[2] as string
      if (namespaces.has(key.split('.')[0] as string)) found.push({ file, key })
    }
    // t(`panel.nav.${section}`): the fixed part must name a group of the catalogue.
    for (const match of code.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g))
      prefixes.push({ file, prefix: match[1] as string })
  }

  it('finds keys to check (the scan works)', () => {
    expect(found.length).toBeGreaterThan(100)
    expect(prefixes.length).toBeGreaterThan(3)
  })

  it('every literal key exists in en.json', () => {
    // A literal may also name a part of a group ('panel.nav' in lib/first-screen-texts.ts).
    const isPart = (key: string) => [...en.keys()].some((leaf) => leaf.startsWith(`${key}.`))
    expect(found.filter(({ key }) => lookup(key) === undefined && !isPart(key))).toEqual([])
  })

  it('every text with plural forms is given the count that picks its form ("1 home", "2 homes")', () => {
    const plural = new Set(
      [...en.keys()].filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -4)),
    )
    const uncounted = sourceFiles.flatMap((path) => {
      const code = readFileSync(path, 'utf8')
      return [...code.matchAll(/\bt\(\s*(['"`])([\w.]+)\1/g)]
        .filter((match) => plural.has(match[2] as string))
        .filter(
          (match) =>
            !/^\s*,\s*\{(?:[^}]*,)?\s*count\s*[:,}]/.test(code.slice((match.index ?? 0) + match[0].length)),
        )
        .map((match) => `${relative(srcDir, path)}: ${match[2]}`)
    })
    expect(plural.size).toBeGreaterThan(10)
    expect(uncounted).toEqual([])
  })

  it('every dynamic key prefix is a group of en.json', () => {
    const missing = prefixes.filter(
      ({ prefix }) => ![...en.keys()].some((key) => key.startsWith(`${prefix}.`)),
    )
    expect(missing).toEqual([])
  })
})

describe('labels of the shared lists', () => {
  it.each([
    ['amenities', AMENITIES],
    ['listingTypes', LISTING_TYPES],
    ['roomCategories', ROOM_CATEGORIES],
    ['houseRules', HOUSE_RULES],
    ['cities', DEFAULT_LOCATIONS.map(cityKey)],
  ] as const)('%s has a label for every value', (group, values) => {
    for (const value of values) {
      expect(en.get(`${group}.${value}`), `${group}.${value}`).toBeTruthy()
      expect(fr.get(`${group}.${value}`), `${group}.${value} (fr)`).toBeTruthy()
    }
  })

  it('labels exactly the home types, with the spec’s English labels, and no retired type', () => {
    const group = (catalogue: Map<string, string>) =>
      [...catalogue.keys()].filter((key) => key.startsWith('listingTypes.')).map((key) => key.slice(13))
    expect(group(en).sort()).toEqual([...LISTING_TYPES].sort())
    expect(group(fr).sort()).toEqual([...LISTING_TYPES].sort())
    expect(en.get('listingTypes.guest_house')).toBe('Guest house')
    expect(en.get('listingTypes.cabin_cottage')).toBe('Cabin or cottage')
    expect(en.get('listingTypes.townhouse')).toBe('Townhouse')
    expect(fr.get('listingTypes.townhouse')).toBe('Maison de ville')
  })

  it('amenities keep their spec names in English', () => {
    for (const amenity of AMENITIES) expect(en.get(`amenities.${amenity}`)).toBe(amenity)
  })
})

describe('spec texts are verbatim in English', () => {
  it.each([
    ['auth.fillAllFields', 'Please fill in all fields'],
    ['validation.passwordMismatch', 'Passwords do not match'],
    ['validation.passwordMin', 'Password must be at least 8 characters long'],
    ['auth.forgot.emailRequired', 'Please enter your email address'],
    ['auth.login.success', 'Welcome!!'],
    ['auth.login.failed', 'Invalid credentials'],
    ['auth.login.modalFailed', 'Login failed'],
    ['auth.login.unexpected', 'An error occurred during login'],
    ['auth.signup.success', 'Account created successfully! Please log in.'],
    ['auth.signup.failed', 'Registration failed'],
    ['auth.signup.modalFailed', 'Signup failed'],
    ['auth.signup.unexpected', 'An error occurred during signup'],
    ['auth.google.success', 'Welcome! Google authentication successful!'],
    ['auth.google.failed', 'Google authentication failed'],
    ['auth.google.widgetFailed', 'Google authentication failed. Please try again.'],
    ['auth.forgot.success', 'Password reset email sent! Please check your inbox.'],
    ['auth.forgot.failed', 'Failed to send reset email'],
    ['errors.serverUnresponsive', 'The server is unresponsive'],
    ['payments.redirecting', 'Redirecting to payment....'],
    ['payments.initFailed', 'Failed to initiate payment. Please try again.'],
    ['bookings.fetchFailed', 'Failed to fetch bookings. Please try again later.'],
    ['bookings.cancelled', 'Booking cancelled successfully!'],
    ['bookings.bothDatesRequired', 'Please select both check-in and check-out dates'],
    ['bookings.checkInFirst', 'Please select check-in date first.'],
    ['bookings.agreementIncomplete', 'Please fill all required fields and provide consent.'],
    ['verification.submitted', 'Verification submitted successfully!'],
    ['listings.fetchFailedSearch', 'Failed to fetch Houses'],
    ['map.cityNotFound', 'City not found!'],
    ['chat.sessionExpired', 'Session expired. Please log in again.'],
    ['chat.cleared', 'Chat cleared'],
    ['hosting.created', 'Property, photos, availability, and verification video created successfully!'],
    ['listing.photoSize', 'Photo "{{file}}" exceeds 2MB size limit.'],
    ['listing.maxRules', 'Maximum of 5 rules reached.'],
    ['listing.locationRequired', 'Please select a location on the map.'],
    ['stay.checkInPast', 'Check-in date cannot be in the past'],
    ['mapPicker.locationNotFound', 'Location not found. Please try a different search term.'],
    ['validation.required', 'This field is required.'],
    ['blogs.empty', 'No blogs available at the moment.'],
    ['empty.reservations', 'No reservations found'],
    ['empty.listings', 'No properties found'],
    ['empty.visitors', 'No visitors available for this property'],
    ['panel.cohostTitle', 'Co-Host Panel'],
    ['houseRules.quietHours', 'Quiet hours after 10 PM'],
    ['houseRules.checkOut', 'Check-out before 11:00 AM'],
  ])('%s', (key, text) => {
    expect(en.get(key)).toBe(text)
  })
})
