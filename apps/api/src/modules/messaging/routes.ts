import {
  ZChatMessage,
  ZConversation,
  ZConversationStart,
  ZMessageListQuery,
  ZMessageWrite,
  ZPageQuery,
  ZUnreadCounts,
  zPage,
} from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TMessagingService } from './service.ts'

const errors = errorResponses(400, 401, 404)

export const messagingRoutes: FastifyPluginAsyncZod<{ service: TMessagingService }> = async (
  app,
  { service },
) => {
  const tags = ['Messages']
  route(
    app,
    messagingEndpoints.startConversation,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Start (or find) a conversation',
        tags,
        body: ZConversationStart,
        response: { 200: ZConversation, 201: ZConversation, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, isNew } = await service.start(
        currentAuth(request).user,
        request.body,
        request.language,
      )
      return reply.status(isNew ? 201 : 200).send(conversation)
    },
  )
  route(
    app,
    messagingEndpoints.conversations,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My conversations',
        tags,
        querystring: ZPageQuery,
        response: { 200: zPage(ZConversation), ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.list(
          currentAuth(request).user,
          request.query.page,
          request.query.page_size,
          request.language,
        ),
        request.url,
      ),
  )
  route(
    app,
    messagingEndpoints.messages,
    {
      preHandler: app.requireUser,
      schema: {
        summary: "A conversation's messages",
        tags,
        params: idParams,
        querystring: ZMessageListQuery,
        response: { 200: z.object({ results: z.array(ZChatMessage), has_more: z.boolean() }), ...errors },
      },
    },
    async (request) =>
      service.messages(currentAuth(request).user, request.params.id, request.query, request.language),
  )
  route(
    app,
    messagingEndpoints.sendMessage,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Send a message',
        tags,
        params: idParams,
        body: ZMessageWrite,
        response: { 201: ZChatMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.send(currentAuth(request).user, request.params.id, request.body.body)),
  )
  route(
    app,
    messagingEndpoints.readConversation,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Mark a conversation read',
        tags,
        params: idParams,
        response: { 200: ZUnreadCounts, ...errors },
      },
    },
    async (request) => service.read(currentAuth(request).user, request.params.id),
  )
}
