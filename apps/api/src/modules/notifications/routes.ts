import { ZNotification, ZNotificationListQuery, ZUnreadCounts, zPage } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TNotificationsService } from './service.ts'

const errors = errorResponses(400, 401, 404)

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: TNotificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['Notifications']
  route(
    app,
    messagingEndpoints.notifications,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My notifications',
        tags,
        querystring: ZNotificationListQuery,
        response: { 200: zPage(ZNotification), ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.list(currentAuth(request).user, request.query, request.language),
        request.url,
      ),
  )
  route(
    app,
    messagingEndpoints.unreadCounts,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Unread messages and notifications',
        tags,
        response: { 200: ZUnreadCounts, ...errors },
      },
    },
    async (request) => service.unreadCounts(currentAuth(request).user),
  )
  route(
    app,
    messagingEndpoints.readAllNotifications,
    {
      preHandler: app.requireUser,
      schema: { summary: 'Mark every notification read', tags, response: { 200: ZUnreadCounts, ...errors } },
    },
    async (request) => service.markAllRead(currentAuth(request).user),
  )
  route(
    app,
    messagingEndpoints.readNotification,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Mark a notification read',
        tags,
        params: idParams,
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => service.markRead(currentAuth(request).user, request.params.id, request.language),
  )
}
