import { ZApiError, ZNotification, ZNotificationListQuery, ZUnreadCounts, zPage } from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentAuth } from '../../plugins/auth.ts'
import type { TNotificationsService } from './service.ts'

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError }

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: TNotificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['Notifications']
  app.get(
    '/api/notifications/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        querystring: ZNotificationListQuery,
        response: { 200: zPage(ZNotification), ...errors },
      },
    },
    async (request) => service.list(currentAuth(request).user, request.query, request.language, request.url),
  )
  app.get(
    '/api/notifications/unread-counts/',
    { preHandler: app.requireUser, schema: { tags, response: { 200: ZUnreadCounts, ...errors } } },
    async (request) => service.unreadCounts(currentAuth(request).user),
  )
  app.post(
    '/api/notifications/read-all/',
    { preHandler: app.requireUser, schema: { tags, response: { 200: ZUnreadCounts, ...errors } } },
    async (request) => service.markAllRead(currentAuth(request).user),
  )
  app.post(
    '/api/notifications/:id/read/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => service.markRead(currentAuth(request).user, request.params.id, request.language),
  )
}
