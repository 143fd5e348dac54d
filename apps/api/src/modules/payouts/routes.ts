import {
  pageUrl,
  ZAdminMoneyQuery,
  ZAdminMoneyRow,
  ZPageQuery,
  ZPayoutAccount,
  ZPayoutOnboarding,
  zPage,
} from '@demeure/shared'
import { hiddenRoutes, moneyEndpoints, staffEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '../../i18n/index.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { pageLanguage } from '../pages/index.ts'
import { onboardingPage } from './onboarding-page.ts'
import type { TPayoutsService } from './service.ts'

const errors = writeErrors

/**
 * The provider's signed account events and the sandbox's onboarding page, in a context of their
 * own: webhook signatures cover the exact bytes, so JSON bodies stay raw here.
 */
const providerRoutes: FastifyPluginAsync<{ service: TPayoutsService }> = async (app, { service }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  )

  route(
    app,
    moneyEndpoints.payoutWebhook,
    {
      schema: {
        summary: 'Payout account events',
        tags: ['Payouts'],
        description:
          "The provider's signed account event (Stripe's `account.updated`); 404 for another provider.",
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params as { provider: string }
      if (provider !== service.provider.name || provider === 'sandbox') throw notFound()
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'invalid_signature')
      await service.handleAccountEvent(request.body, request.headers)
      return reply.send({ received: true })
    },
  )

  if (service.provider.name !== 'sandbox') return

  route(app, hiddenRoutes.payoutSandbox, { schema: { hide: true } }, async (request, reply) => {
    const { ref } = request.params as { ref: string }
    const account = await service.sandboxAccount(ref)
    if (!account) throw notFound()
    // A page the host opens from the app: in the language picked there (its cookie), as pages are.
    const language = pageLanguage(request)
    const html = onboardingPage({
      language,
      t: (key) => translate(language, key),
      accountRef: ref,
      isEnabled: account.status === 'enabled',
    })
    return reply.type('text/html; charset=utf-8').send(html)
  })

  route(app, hiddenRoutes.payoutSandboxComplete, { schema: { hide: true } }, async (request, reply) => {
    const { ref } = request.params as { ref: string }
    await service.completeSandboxOnboarding(ref)
    return reply.redirect(pageUrl.hostDashboard('return'), 303)
  })
}

/** The host's payout account, and the staff's view of money that did not move. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ service: TPayoutsService }> = async (
  app,
  { service },
) => {
  const hosts = { preHandler: app.requireUserType('co-host', 'admin') }
  const tags = ['Payouts']

  route(
    app,
    moneyEndpoints.payoutAccount,
    {
      ...hosts,
      schema: { summary: 'My payout account', tags, response: { 200: ZPayoutAccount, ...errors } },
    },
    async (request) => service.account(currentAuth(request).user),
  )

  route(
    app,
    moneyEndpoints.startOnboarding,
    {
      ...hosts,
      schema: {
        summary: 'Start or resume payout account onboarding',
        description: "Opens the host's payout account once, and answers where to finish onboarding it.",
        tags,
        response: { 200: ZPayoutOnboarding, ...errors },
      },
    },
    async (request) => service.startOnboarding(currentAuth(request).user),
  )

  route(
    app,
    staffEndpoints.money,
    {
      preHandler: app.requireUserType('admin'),
      schema: {
        summary: 'Overdue rent and failed payouts',
        tags: ['Staff'],
        querystring: ZPageQuery.extend(ZAdminMoneyQuery.shape),
        response: { 200: zPage(ZAdminMoneyRow), ...errors },
      },
    },
    async (request) => {
      const { kind, page, page_size } = request.query
      return pageEnvelope(await service.moneyForStaff(kind, page, page_size), request.url)
    },
  )

  await app.register(providerRoutes, { service })
}
