import fc from 'fast-check'

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (themselves generated from the
 * zod contracts of `@demeure/shared`). Most values are of the declared type, near its bounds, so they
 * reach the handlers; the rest are hostile: control characters, lone surrogates, ids past the integer
 * column, wrong types, extra keys.
 */
export type TJsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  items?: TJsonSchema
  maxItems?: number
  properties?: Record<string, TJsonSchema>
  required?: string[]
  anyOf?: TJsonSchema[]
  oneOf?: TJsonSchema[]
  allOf?: TJsonSchema[]
  nullable?: boolean
}

/** Texts that have broken servers: NUL and other controls, CR/LF, lone surrogates, SQL, paths. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'line\rbreak',
  'line\r\nbreak',
  'tab\there',
  '\u0007\u001b[31mred',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  '\ufeffbom',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '😀'.repeat(40),
  'é'.repeat(300),
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as it is.
  '${jndi:ldap://x}',
  '1e309',
  '-0',
  'NaN',
]

/** Integers at the edges of what a client or a column holds. */
export const EDGE_INTEGERS = [
  0, -1, 1, 2, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296, 9_007_199_254_740_991,
  -9_007_199_254_740_991,
]

const EDGE_NUMBERS = [...EDGE_INTEGERS, 0.5, -0.5, 1e308, -1e308, 1e-320]

export const DATES = ['2026-02-28', '2027-02-29', '2028-02-29', '1900-01-01', '9999-12-31', '2026-13-01']

function typeOf(schema: TJsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null')
  return schema.type
}

function text(schema: TJsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.oneof(fc.constantFrom(...DATES), dateString())
  const max = Math.min(schema.maxLength ?? 200, 400)
  const plain = fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max })
  const options: fc.Arbitrary<string>[] = [plain, fc.constantFrom(...HOSTILE_TEXTS)]
  if (schema.maxLength !== undefined) options.push(fc.constant('z'.repeat(schema.maxLength + 1)))
  if (schema.format === 'email') options.push(fc.emailAddress())
  if (schema.format === 'uuid') options.push(fc.uuid())
  const pattern = schema.pattern ? matching(schema.pattern) : undefined
  if (pattern) options.push(pattern, pattern)
  return fc.oneof(...options)
}

/** Strings the pattern accepts, when fast-check can read the pattern (it skips `\p{…}` classes). */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return undefined
  }
}

function dateString(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))
}

function numeric(schema: TJsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e12)
  const max = Math.min(schema.maximum ?? 1e6, 1e12)
  const inRange = isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true })
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    fc.constantFrom(...(isInteger ? EDGE_INTEGERS : EDGE_NUMBERS)),
  )
}

/** Anything JSON: what a value of the wrong type looks like. */
export const anyJson = fc.jsonValue({ maxDepth: 2 })

/** A value for the schema: mostly of its type, sometimes anything at all. */
export function arbitraryFor(schema: TJsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: typed(schema, depth) }, { weight: 1, arbitrary: anyJson })
}

function typed(schema: TJsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (variants?.length) return fc.oneof(...variants.map((variant) => typed(variant, depth)))
  switch (typeOf(schema)) {
    case 'string':
      return text(schema)
    case 'integer':
      return numeric(schema, true)
    case 'number':
      return numeric(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          })
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth)
    case 'null':
      return fc.constant(null)
    default:
      return anyJson
  }
}

/** An object of the schema's properties, required ones usually there, sometimes with a stray key. */
export function objectFor(schema: TJsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const entries = Object.entries(properties).map(([name, property]) => {
    const value = arbitraryFor(property, depth + 1)
    const presence = required.has(name)
      ? fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false))
      : fc.boolean()
    return fc.tuple(fc.constant(name), presence, value)
  })
  return fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(fc.string({ maxLength: 12 }), anyJson)))
    .map(([fields, stray]) => {
      const result: Record<string, unknown> = {}
      for (const [name, present, value] of fields) if (present) result[name] = value
      if (stray) result[stray[0]] = stray[1]
      return result
    })
}
