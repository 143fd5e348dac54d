import { endpoint, shape } from './endpoint.ts'

/** The sandbox checkout page's form, posted by the browser (URL-encoded): a 303 to a page of the app, no body. */
const sandboxForm = shape<{ body: string; answer: never }>()

/**
 * Routes the API serves but leaves out of its OpenAPI document (`hide`): the sandbox providers'
 * pages, registered only with the sandbox, and the end-to-end tests' hooks, registered only with
 * TEST_CLOCK_CONTROL. Kept apart from the `…Endpoints` tables, which list exactly the documented
 * routes (`system/endpoint-table.test.ts`), so that a route file never spells its path either.
 */
export const hiddenRoutes = {
  /** The sandbox checkout page: HTML, opened by the browser from a checkout's `url`. */
  paymentSandbox: endpoint('GET', '/api/payments/sandbox/:ref/', shape<{ answer: string }>()),
  /** The sandbox checkout page's form (`paid` or `failed`): to the reservations page. */
  paymentSandboxOutcome: endpoint('POST', '/api/payments/sandbox/:ref/:outcome/', sandboxForm),
  /** The sandbox payout onboarding page: HTML, opened by the host from the app. */
  payoutSandbox: endpoint('GET', '/api/payouts/sandbox/:ref/', shape<{ answer: string }>()),
  /** The sandbox onboarding page's form: a 303 to the host dashboard, no body. */
  payoutSandboxComplete: endpoint('POST', '/api/payouts/sandbox/:ref/complete/', shape<{ answer: never }>()),
  /** End-to-end tests: move the server's clock forward and run the scheduler. */
  testClock: endpoint(
    'POST',
    '/api/test/clock/',
    shape<{ body: { advance_days?: number; reset?: boolean }; answer: { now: string } }>(),
  ),
  /** End-to-end tests: make the signed-in account staff (204). */
  testStaff: endpoint('POST', '/api/test/staff/', shape<{ answer: null }>()),
}
