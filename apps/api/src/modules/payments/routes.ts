import { centsToDecimal } from '@demeure/shared'
import type { FastifyPluginAsync } from 'fastify'
import { AppError, notFound } from '../../lib/app-error.ts'
import { createPaymentsRepository } from './repository.ts'
import { type createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox.ts'
import type { TPaymentsService } from './service.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The webhook every provider calls (its body is kept raw: the signature covers the exact bytes),
 * and the sandbox's own checkout page, whose buttons end in that same webhook.
 */
export const paymentsRoutes: FastifyPluginAsync<{
  service: TPaymentsService
  sandbox: ReturnType<typeof createSandboxProvider> | undefined
  db: Parameters<typeof createPaymentsRepository>[0]
}> = async (app, { service, sandbox, db }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  // The sandbox page's buttons are plain HTML forms with no fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  app.post('/api/payments/webhook/:provider/', { schema: { tags: ['Payments'] } }, async (request, reply) => {
    const { provider } = request.params as { provider: string }
    if (provider !== service.provider.name) throw notFound()
    if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'invalid_signature')
    await service.handleWebhook(request.body, request.headers)
    return reply.send({ received: true })
  })

  if (!sandbox) return

  app.get('/api/payments/sandbox/:ref/', { schema: { hide: true } }, async (request, reply) => {
    const { ref } = request.params as { ref: string }
    const payment = await createPaymentsRepository(db).findByRef(ref)
    if (!payment) throw notFound()
    const t = request.t.bind(request)
    const isPending = payment.status === 'pending'
    const amount = `$${centsToDecimal(payment.amountCents)} USD`
    const buttons = isPending
      ? `<form method="post" action="/api/payments/sandbox/${escapeHtml(ref)}/paid/"><button class="pay">${t('sandbox.pay', { amount })}</button></form>
         <form method="post" action="/api/payments/sandbox/${escapeHtml(ref)}/failed/"><button class="fail">${t('sandbox.fail')}</button></form>`
      : `<p>${t('sandbox.done')}</p><a href="/user-panel/reservations">${t('sandbox.back')}</a>`
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${request.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.title')}</title>
<style>body{font-family:system-ui,sans-serif;background:#FAF8F5;color:#1F2328;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{color:#57606A}.amount{font-size:28px;color:#B5492A;font-variant-numeric:tabular-nums;margin:16px 0}
button{width:100%;min-height:44px;border-radius:8px;border:0;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.pay{background:#0F5C5C;color:#fff}.fail{background:#fff;border:1px solid #d0d7de;color:#1F2328}a{color:#0F5C5C}</style></head>
<body><main><h1>${t('sandbox.title')}</h1><p>${t('sandbox.explain')}</p><div class="amount">${escapeHtml(amount)}</div>${buttons}</main></body></html>`)
  })

  app.post('/api/payments/sandbox/:ref/:outcome/', { schema: { hide: true } }, async (request, reply) => {
    const { ref, outcome } = request.params as { ref: string; outcome: string }
    if (outcome !== 'paid' && outcome !== 'failed') throw notFound()
    const event = sandbox.signedEvent(ref, outcome)
    await service.handleWebhook(Buffer.from(event.body), { [SANDBOX_SIGNATURE_HEADER]: event.signature })
    return reply.redirect(
      `/user-panel/reservations?payment=${outcome === 'paid' ? 'success' : 'failed'}`,
      303,
    )
  })
}
