import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Customers whose saved card the fake declines, or whose bank asks for authentication off-session. */
export const FAKE_STRIPE_DECLINED = 'cus_declined'
export const FAKE_STRIPE_NEEDS_AUTH = 'cus_needs_auth'

/**
 * Stripe's API on 127.0.0.1 as far as Demeure uses it, checking the key and the form: Checkout
 * Sessions, a customer's saved cards, off-session PaymentIntents, and Connect's Express accounts,
 * account links and transfers, with Stripe's idempotency (a repeated `Idempotency-Key` answers
 * the first response and creates nothing).
 */
export async function startFakeStripe(secretKey: string) {
  const sessions: Record<string, string>[] = []
  /** PaymentIntents actually created (one per idempotency key), with their key. */
  const intents: (Record<string, string> & { key: string })[] = []
  const answered = new Map<string, { status: number; body: unknown }>()
  /** The `Stripe-Version` header of each call: the SDK must send the pinned version. */
  const versions: (string | undefined)[] = []
  /** Connect: Express accounts, their onboarding links, and transfers (one per idempotency key). */
  const accounts: Record<string, string>[] = []
  const transfers: (Record<string, string> & { key: string })[] = []
  /** Accounts whose transfers Stripe refuses (as it does for an account that cannot receive them). */
  const refusingAccounts = new Set<string>()
  type TAnswer = { status: number; body: unknown }
  const missing: TAnswer = {
    status: 400,
    body: { error: { type: 'invalid_request_error', message: 'Missing required param' } },
  }
  /** Stripe's idempotency: a repeated key answers the first response and creates nothing. */
  const once = (key: string, make: () => TAnswer) => {
    const earlier = key ? answered.get(key) : undefined
    if (earlier) return earlier
    const answer = make()
    if (key) answered.set(key, answer)
    return answer
  }
  function connectAnswer(
    method: string | undefined,
    path: string,
    form: Record<string, string>,
    key: string,
  ) {
    if (method !== 'POST') return undefined
    if (path === '/v1/accounts') {
      return once(key, () => {
        if (form.type !== 'express' || !form.country || form['capabilities[transfers][requested]'] !== 'true')
          return missing
        accounts.push(form)
        return {
          status: 200,
          body: { id: `acct_test_${accounts.length}`, object: 'account', type: 'express' },
        }
      })
    }
    if (path === '/v1/account_links') {
      if (!form.account || form.type !== 'account_onboarding' || !form.return_url || !form.refresh_url)
        return missing
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${form.account}` },
      }
    }
    if (path === '/v1/transfers') {
      return once(key, () => {
        if (!form.amount || !form.currency || !form.destination) return missing
        if (refusingAccounts.has(form.destination)) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'account_invalid',
                message: 'The destination account cannot receive transfers.',
              },
            },
          }
        }
        transfers.push({ ...form, key })
        return { status: 200, body: { id: `tr_test_${transfers.length}`, object: 'transfer' } }
      })
    }
    return undefined
  }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      return
    }
    const url = new URL(request.url ?? '/', 'http://stripe.test')
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    if (request.method === 'GET' && url.pathname === '/v1/payment_methods') {
      const customer = url.searchParams.get('customer') ?? ''
      json(200, {
        object: 'list',
        data: customer ? [{ id: `pm_of_${customer}`, object: 'payment_method' }] : [],
      })
      return
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const earlier = answered.get(key)
      if (earlier) {
        json(earlier.status, earlier.body)
        return
      }
      if (!form.amount || form.off_session !== 'true' || form.confirm !== 'true' || !form.payment_method) {
        json(400, { error: { type: 'invalid_request_error', message: 'Missing required param' } })
        return
      }
      intents.push({ ...form, key })
      const id = `pi_test_${intents.length}`
      const refusal =
        form.customer === FAKE_STRIPE_DECLINED
          ? 'card_declined'
          : form.customer === FAKE_STRIPE_NEEDS_AUTH
            ? 'authentication_required'
            : undefined
      const answer = refusal
        ? {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: refusal,
                message: 'The card was refused.',
                payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
              },
            },
          }
        : {
            status: 200,
            body: { id, object: 'payment_intent', status: 'succeeded', amount: Number(form.amount) },
          }
      answered.set(key, answer)
      json(answer.status, answer.body)
      return
    }
    const connect = connectAnswer(
      request.method,
      url.pathname,
      form,
      String(request.headers['idempotency-key'] ?? ''),
    )
    if (connect) {
      json(connect.status, connect.body)
      return
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/checkout/sessions') {
      json(404, { error: { message: 'Unrecognized request URL' } })
      return
    }
    if (!form.mode || !form['line_items[0][price_data][unit_amount]'] || !form.success_url) {
      json(400, { error: { message: 'Missing required param' } })
      return
    }
    sessions.push(form)
    versions.push(request.headers['stripe-version'] as string | undefined)
    const id = `cs_test_${sessions.length}`
    json(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    intents,
    versions,
    accounts,
    transfers,
    refusingAccounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
