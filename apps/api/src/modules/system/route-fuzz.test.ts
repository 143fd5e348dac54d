import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { startFakeGoogle } from '../../test/fake-google.ts'
import { samplePdf, samplePng } from '../../test/files.ts'
import { operationsOf, requestsFor, type TDocumentedOperation } from '../../test/fuzz/operation-requests.ts'
import { signUpHost } from '../../test/listings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * Property-based fuzzing of every route of the OpenAPI document, as each role: bodies, path params
 * and queries generated from the documented schemas (the zod contracts), mostly well-typed and near
 * their bounds, sometimes hostile. Not one answer may be a 5xx, and every status must be one the
 * document gives for that operation (what a generated client or an OpenAPI fuzzer relies on). The seed is fixed, so a failure
 * reproduces; FUZZ_RUNS raises the count and FUZZ_SEED changes the draw for a longer hunt.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124)
const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS ?? 15)
/** Routes that end the caller's session or change its password: run last, so the others stay signed in. */
const SESSION_ENDING = /logout|password/

type TRole = 'visitor' | 'renter' | 'host' | 'staff'
type TFailure = {
  role: TRole
  method: string
  url: string
  shape: string
  payload: string
  status: number
  body: string
}

let t: TTestApp
let google: Awaited<ReturnType<typeof startFakeGoogle>>
let operations: TDocumentedOperation[]
let knownIds: number[]
let samples: Buffer[]
const tokens: Partial<Record<TRole, string>> = {}

const makers: Record<Exclude<TRole, 'visitor'>, () => Promise<{ access: string }>> = {
  renter: () => signUpAndLogIn(t),
  host: () => signUpHost(t),
  staff: () => signUpAdmin(t),
}

beforeAll(async () => {
  // Google sign-in is configured (against a local JWKS), so its route validates instead of refusing.
  google = await startFakeGoogle()
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
    GOOGLE_CLIENT_ID: 'demeure-fuzz.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: google.jwksUrl,
  })
  const { host, renter, listingId } = await hostListingAndRenter(t)
  const staff = await signUpAdmin(t)
  const booking = await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 1, 2) })
  const conversation = await t.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: bearer(renter.access),
    payload: { property: listingId, message: 'Is the desk big enough for two screens?' },
  })
  Object.assign(tokens, { renter: renter.access, host: host.access, staff: staff.access })
  knownIds = [listingId, booking.json().id, conversation.json().id ?? 1, 1, 2]
  samples = [await samplePng(), samplePdf()]
  operations = operationsOf(t.app.swagger() as never)
  operations.sort((a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)))
}, 120_000)
afterAll(async () => {
  await t?.close()
  await google?.close()
})

/** The role's bearer header; a session the fuzzer ended (logout…) is replaced by a new account. */
async function authOf(role: TRole): Promise<Record<string, string>> {
  if (role === 'visitor') return {}
  const current = tokens[role]
  const alive = current && (await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(current) }))
  if (!alive || alive.statusCode === 401) tokens[role] = (await makers[role]()).access
  return bearer(tokens[role] as string)
}

it('answers every generated request to every route, as every role, without a 5xx and with a documented status', async () => {
  const failures: TFailure[] = []
  let requests = 0
  for (const operation of operations) {
    const generated = fc.sample(requestsFor(operation, knownIds, samples), {
      seed: SEED,
      numRuns: RUNS_PER_ROUTE_AND_ROLE * 4,
    })
    const roles: TRole[] = ['visitor', 'renter', 'host', 'staff']
    for (const [index, request] of generated.entries()) {
      const role = roles[index % roles.length] as TRole
      const response = await t.inject({
        method: operation.method as 'GET',
        url: request.url,
        headers: { 'accept-language': index % 2 ? 'fr' : 'en', ...request.headers, ...(await authOf(role)) },
        ...(request.payload !== undefined && { payload: request.payload as string }),
      })
      requests++
      const isDocumented = operation.statuses.includes(String(response.statusCode))
      if (response.statusCode >= 500 || !isDocumented) {
        failures.push({
          role,
          method: operation.method,
          url: request.url.slice(0, 160),
          shape: request.shape,
          payload: typeof request.payload === 'string' ? request.payload.slice(0, 300) : '',
          status: response.statusCode,
          body: response.body.slice(0, 160),
        })
      }
    }
  }
  const serverErrors = failures.filter((failure) => failure.status >= 500).length
  console.info(
    `route fuzz: ${requests} requests, ${operations.length} operations, 4 roles, ${serverErrors} 5xx, ${failures.length - serverErrors} undocumented statuses`,
  )
  expect(operations.length).toBeGreaterThan(80)
  expect(failures).toEqual([])
}, 600_000)
