import { listingText, pageUrl } from '@demeure/shared'
import { hiddenRoutes, moneyEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import {
  type createSandboxProvider,
  DEFAULT_SANDBOX_CARD,
  isSandboxCard,
  SANDBOX_SIGNATURE_HEADER,
} from './sandbox.ts'
import { sandboxPage } from './sandbox-page.ts'
import type { TPaymentsService } from './service.ts'

/**
 * The webhook every provider calls (its body is kept raw: the signature covers the exact bytes),
 * and the sandbox's own checkout page, whose buttons end in that same webhook.
 */
export const paymentsRoutes: FastifyPluginAsync<{
  service: TPaymentsService
  sandbox: ReturnType<typeof createSandboxProvider> | undefined
}> = async (app, { service, sandbox }) => {
  // Webhook signatures are computed over the exact bytes: this context keeps JSON bodies raw.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  // The sandbox page's buttons are plain HTML forms (the pay form has the test card's field).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  route(
    app,
    moneyEndpoints.paymentWebhook,
    {
      schema: {
        summary: 'Payment provider webhook',
        tags: ['Payments'],
        description:
          "The payment provider's signed event (its raw body and signature header); 404 for another provider.",
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params as { provider: string }
      if (provider !== service.provider.name) throw notFound()
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'invalid_signature')
      await service.handleWebhook(request.body, request.headers)
      return reply.send({ received: true })
    },
  )

  if (!sandbox) return

  route(app, hiddenRoutes.paymentSandbox, { schema: { hide: true } }, async (request, reply) => {
    const { ref } = request.params as { ref: string }
    const checkout = await service.checkoutSummary(ref)
    if (!checkout) throw notFound()
    const { payment, stay, title } = checkout
    const html = sandboxPage({
      language: request.language,
      t: request.t.bind(request),
      ref,
      amountCents: payment.amountCents,
      isPending: payment.status === 'pending',
      rentDueDate: checkout.rentDueDate,
      stay: {
        title: listingText(title, request.language).title,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rentCents: stay.monthlyRentCents,
        feeCents: stay.serviceFeeCents,
      },
    })
    return reply.type('text/html; charset=utf-8').send(html)
  })

  route(app, hiddenRoutes.paymentSandboxOutcome, { schema: { hide: true } }, async (request, reply) => {
    const { ref, outcome } = request.params as { ref: string; outcome: string }
    if (outcome !== 'paid' && outcome !== 'failed') throw notFound()
    const card = new URLSearchParams(typeof request.body === 'string' ? request.body : '').get('card')
    const event = sandbox.signedEvent(ref, outcome, isSandboxCard(card) ? card : DEFAULT_SANDBOX_CARD)
    const isRent = await service.paysRent(ref)
    await service.handleWebhook(Buffer.from(event.body), { [SANDBOX_SIGNATURE_HEADER]: event.signature })
    // The reservations page says what was paid: a stay's first payment, or one month's rent.
    const said = `${isRent ? 'rent_' : ''}${outcome === 'paid' ? 'success' : 'failed'}`
    return reply.redirect(pageUrl.reservations(said), 303)
  })
}
