import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The Checkout Sessions endpoint of Stripe's API on 127.0.0.1, checking the key and the form. */
export async function startFakeStripe(secretKey: string) {
  const sessions: Record<string, string>[] = []
  /** The `Stripe-Version` header of each call: the SDK must send the pinned version. */
  const versions: (string | undefined)[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      return
    }
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      json(404, { error: { message: 'Unrecognized request URL' } })
      return
    }
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
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
    versions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
