import {
  AMENITIES,
  TYPE_FILTERS,
  ZAvailabilityWrite,
  ZBookingListQuery,
  ZMapQuery,
  ZMapViewQuery,
  ZRegisterRequest,
  ZSavedSearchCreate,
  ZSearchQuery,
} from '@demeure/shared'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { createRandom, type TRandom } from '../seed/random.ts'
import { compiledValidator } from './compiled-validator.ts'

// What a hostile or careless client puts in a field: blanks, numbers written every way JavaScript
// reads them, dates that do not exist, texts over their limits, and the valid values beside them.
const TEXTS = [
  '',
  ' ',
  '0',
  '1',
  '2',
  '-1',
  '1.5',
  '07',
  ' 12 ',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '1000001',
  'abc',
  'montreal',
  '  Plateau  ',
  'x'.repeat(100),
  ` ${'y'.repeat(100)} `,
  'z'.repeat(101),
  '2027-02-28',
  '2028-02-29',
  '2027-02-29',
  '2027-13-01',
  '0000-01-01',
  '2027-1-1',
  'price',
  '-price',
  'newest',
  'oldest',
  '-73.6,45.5,-73.5,45.6',
  '-73.5,45.6,-73.6,45.5',
  '1,2,3',
  '181,0,182,1',
  'a@b.co',
  'hunter2hunter2',
  'true',
  'null',
  '[]',
  '{}',
  'é',
  '😀',
  ...TYPE_FILTERS,
  ...AMENITIES.slice(0, 4),
]

/** A value for one field: usually a text, sometimes a list of them (a repeated key), rarely not text. */
function fieldValue(random: TRandom): unknown {
  const roll = random.next()
  if (roll < 0.75) return random.pick(TEXTS)
  if (roll < 0.92) return random.sample(TEXTS, random.int(0, 4))
  return random.pick([undefined, null, 0, 12, -3, 1.5, true, {}, ['x', 1]])
}

/** A valid input with up to three fields given other values or dropped, and now and then a key it does not know. */
function inputFor(valid: Record<string, unknown>, keys: string[], random: TRandom): Record<string, unknown> {
  const input: Record<string, unknown> = { ...valid }
  for (const key of random.sample(keys, random.int(0, 3))) {
    if (random.chance(0.2)) delete input[key]
    else input[key] = fieldValue(random)
  }
  if (random.chance(0.1)) input.unknown_key = fieldValue(random)
  return input
}

/** A validator's answer in a comparable form: the value without undefined keys, or the error's issues. */
function outcome(validate: (data: unknown) => unknown, data: unknown) {
  const answer = validate(structuredClone(data)) as {
    value?: unknown
    error?: Error & { validation?: unknown }
  }
  if (answer.error) return { error: answer.error.message, issues: answer.error.validation }
  return { value: JSON.parse(JSON.stringify(answer.value ?? null)) as unknown }
}

/** Each schema, a valid input to start from, and the keys it knows. */
const SCHEMAS: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['search query', ZSearchQuery, {}, Object.keys(ZSearchQuery.shape)],
  ['map view query', ZMapViewQuery, { bbox: '-73.6,45.5,-73.5,45.6' }, Object.keys(ZMapViewQuery.shape)],
  ['map query', ZMapQuery, {}, Object.keys(ZMapQuery.shape)],
  ['booking list query', ZBookingListQuery, {}, Object.keys(ZBookingListQuery.shape)],
  [
    'saved search',
    ZSavedSearchCreate,
    { name: 'Plateau', criteria: {} },
    Object.keys(ZSavedSearchCreate.shape),
  ],
  [
    'availability',
    ZAvailabilityWrite,
    { property: 12, start_date: '2027-03-01', end_date: '2027-06-30' },
    Object.keys(ZAvailabilityWrite.shape),
  ],
  [
    'sign-up',
    ZRegisterRequest,
    {
      username: 'amina_k',
      email: 'amina@example.com',
      password: 'correct horse battery',
      first_name: 'Amina',
      last_name: 'Khan',
    },
    Object.keys(ZRegisterRequest.shape),
  ],
]

describe('the compiled validator', () => {
  it.each(SCHEMAS)(
    'answers a %s exactly as the usual parser, accepted or refused',
    (_name, schema, valid, keys) => {
      expect(keys.length).toBeGreaterThan(1)
      const route = { method: 'GET', url: '/x', httpPart: 'querystring' } as const
      const usual = validatorCompiler({ schema, ...route })
      expect(outcome(usual, valid)).toHaveProperty('value')
      const compiled = compiledValidator({ schema, ...route })
      const random = createRandom(keys.length * 7919)
      let accepted = 0
      for (let index = 0; index < 3000; index += 1) {
        const input = inputFor(valid, keys, random)
        const expected = outcome(usual, input)
        expect(outcome(compiled, input), JSON.stringify(input)).toEqual(expected)
        if ('value' in expected) accepted += 1
      }
      // Both paths are exercised: the generated parser's successes and the usual parser's refusals.
      expect(accepted).toBeGreaterThan(30)
      expect(accepted).toBeLessThan(2970)
    },
  )
})
