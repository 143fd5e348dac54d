import { ZChatAnswer, ZChatRequest } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { LlmError } from './llm/client.ts'
import { createChatService } from './service.ts'
import type { TChatToolsDeps } from './tools.ts'

const errors = errorResponses(400, 401, 429, 502)

/** POST /api/chat/: the AI room finder (API.md), for signed-in users. */
export const chatRoutes: FastifyPluginAsyncZod<TChatToolsDeps> = async (app, options) => {
  const service = createChatService(options)
  route(
    app,
    messagingEndpoints.chat,
    {
      // Authentication first: a signed-out client must get the 401 that shows the login overlay.
      onRequest: app.requireUser,
      config: { errorText: true },
      schema: {
        summary: 'Ask the room finder',
        tags: ['Room finder'],
        description:
          'One message of the room finder with up to the last 10 turns; answers in the language the user writes in, with matching listings and the filters used.',
        body: ZChatRequest,
        response: { 200: ZChatAnswer, ...errors },
      },
    },
    async (request) => {
      try {
        return await service.answer(currentAuth(request).user, request.body, request.language)
      } catch (error) {
        if (!(error instanceof LlmError)) throw error
        // The configured model failed or timed out: a gateway error the page can show and retry.
        request.log.warn({ err: error }, 'room finder model failed')
        throw new AppError(502, 'service_unavailable', {
          fields: { _: { key: 'chat.assistantUnavailable' } },
        })
      }
    },
  )
}
