/**
 * Hostile request variants for a route of the OpenAPI document: broken bodies, wrong types, huge
 * strings, NUL bytes, deep nesting, wrong content types and odd path ids. Generated from the
 * document, so a new route is attacked without anyone writing a test for it.
 */
export type TOperation = { method: string; path: string; hasBody: boolean }
export type TAttack = {
  name: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

/** Path ids a client should never send, each as it would appear in a URL. */
export const ODD_IDS = ['0', '-1', 'abc', '12345678901234567890', '..%2F..%2Fetc', '%00', 'null']

const JSON_TYPE = { 'content-type': 'application/json' }

function deeplyNested(depth: number) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** Bodies every JSON route must refuse cleanly (or accept, if they happen to be valid). */
function bodies(): { name: string; payload: string | Buffer; headers: Record<string, string> }[] {
  const long = 'x'.repeat(100 * 1024)
  return [
    { name: 'malformed JSON', payload: '{"a":', headers: JSON_TYPE },
    { name: 'JSON null', payload: 'null', headers: JSON_TYPE },
    { name: 'JSON array', payload: '[1,2,3]', headers: JSON_TYPE },
    { name: 'JSON string', payload: '"hello"', headers: JSON_TYPE },
    {
      name: 'wrong types',
      payload: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, { nested: [true] }]))),
      headers: JSON_TYPE,
    },
    {
      name: 'nulls',
      payload: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, null]))),
      headers: JSON_TYPE,
    },
    {
      name: '100 KB strings',
      payload: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, long]))),
      headers: JSON_TYPE,
    },
    {
      name: 'NUL bytes',
      payload: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, 'a\u0000b']))),
      headers: JSON_TYPE,
    },
    {
      name: 'numbers out of range',
      payload: JSON.stringify(
        Object.fromEntries(FIELD_NAMES.map((name, index) => [name, index % 2 ? -1e308 : 1e308])),
      ),
      headers: JSON_TYPE,
    },
    {
      name: 'huge integers',
      payload: `{${FIELD_NAMES.map((name) => `"${name}":123456789012345678901234567890`).join(',')}}`,
      headers: JSON_TYPE,
    },
    { name: 'deeply nested JSON', payload: deeplyNested(5000), headers: JSON_TYPE },
    { name: 'text/plain body', payload: 'hello', headers: { 'content-type': 'text/plain' } },
    { name: 'XML body', payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
    {
      name: 'multipart without boundary',
      payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      name: 'multipart with a broken body',
      payload: 'garbage without any boundary line',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    },
    {
      name: 'urlencoded body',
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ]
}

/** Field names used across the API, so the wrong-type bodies reach the validators of most routes. */
const FIELD_NAMES = [
  'email',
  'password',
  'username',
  'first_name',
  'last_name',
  'title',
  'body',
  'text',
  'message',
  'rating',
  'comment',
  'start_date',
  'end_date',
  'check_in',
  'check_out',
  'property_id',
  'price',
  'monthly_rent',
  'language',
  'status',
  'reason',
  'page',
  'limit',
  'id',
  'token',
  'credential',
  'date',
]

const QUERY_ATTACKS = [
  'page=-1&limit=1e309',
  'page=abc&limit=99999999999999999999',
  `q=${'%00'.repeat(10)}`,
  `q=${'y'.repeat(20_000)}`,
  'bounds=1,2,3&min_price=-5&max_price=abc&start_date=2026-13-45',
]

/** Replaces `{param}` (or `:param`) segments of an OpenAPI path with `id`. */
export function fillPath(path: string, id: string) {
  return path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, id)
}

export function attacksFor(operation: TOperation): TAttack[] {
  const attacks: TAttack[] = []
  const hasParams = /\{[^}]+\}/.test(operation.path)
  const ids = hasParams ? ODD_IDS : ['']
  for (const id of ids) {
    const url = fillPath(operation.path, id)
    attacks.push({ name: `path id ${JSON.stringify(id)}`, url })
    if (operation.method === 'GET' || operation.method === 'DELETE') {
      for (const query of QUERY_ATTACKS) {
        attacks.push({ name: `query ${query.slice(0, 40)}`, url: `${url}?${query}` })
      }
    }
    // Bodies go with the first odd id, then (below) with a plausible id that reaches the validators.
    if (operation.method !== 'GET' && id === ids[0]) {
      for (const body of bodies()) {
        attacks.push({ name: body.name, url, headers: body.headers, payload: body.payload })
      }
    }
  }
  if (hasParams && operation.method !== 'GET') {
    for (const body of bodies()) {
      attacks.push({ ...body, name: `${body.name} (id 1)`, url: fillPath(operation.path, '1') })
    }
  }
  return attacks
}
