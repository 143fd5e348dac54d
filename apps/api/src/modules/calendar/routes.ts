import { ZApiError, ZCalendarFeed, ZCalendarFeedWrite, ZCalendarSync } from '@demeure/shared'
import { calendarEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TCalendarExport } from './export-feed.ts'
import type { TCalendarService } from './service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
const ZExportLink = z.object({ export_url: z.string() })

export const calendarRoutes: FastifyPluginAsyncZod<{
  service: TCalendarService
  exportCalendar: TCalendarExport
}> = async (app, { service, exportCalendar }) => {
  const hosts = { preHandler: app.requireUserType('co-host', 'admin') }
  const tags = ['Calendar sync']

  route(
    app,
    calendarEndpoints.sync,
    {
      ...hosts,
      schema: {
        summary: "A listing's calendar sync settings",
        tags,
        description: "The listing's private export address and its imported calendars with their status.",
        params: idParams,
        response: { 200: ZCalendarSync, ...errors },
      },
    },
    async (request) =>
      service.overview(currentAuth(request).user, request.params.id, request.t.bind(request)),
  )

  route(
    app,
    calendarEndpoints.regenerateExport,
    {
      ...hosts,
      schema: {
        summary: 'Renew the calendar export link',
        tags,
        description: 'Replaces the export address; the previous one stops working at once.',
        params: idParams,
        response: { 200: ZExportLink, ...errors },
      },
    },
    async (request) => service.regenerateExport(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    calendarEndpoints.addFeed,
    {
      ...hosts,
      schema: {
        summary: 'Import an external calendar',
        tags,
        description:
          'Imports an external iCal calendar (at most 5 per listing) and syncs it once; fetch errors are reported on the feed.',
        params: idParams,
        body: ZCalendarFeedWrite,
        response: { 201: ZCalendarFeed, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addFeed(
            currentAuth(request).user,
            request.params.id,
            request.body,
            request.t.bind(request),
          ),
        ),
  )

  route(
    app,
    calendarEndpoints.syncFeed,
    {
      ...hosts,
      schema: {
        summary: 'Sync an imported calendar now',
        tags,
        description: 'Syncs an imported calendar now ("Sync now"); a failure is reported on the feed.',
        params: idParams,
        response: { 200: ZCalendarFeed, ...errors },
      },
    },
    async (request) => service.syncNow(currentAuth(request).user, request.params.id, request.t.bind(request)),
  )

  route(
    app,
    calendarEndpoints.removeFeed,
    {
      ...hosts,
      schema: {
        summary: 'Stop importing a calendar',
        tags,
        description: 'Stops importing a calendar and frees the dates it reserved.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeFeed(currentAuth(request).user, request.params.id)
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    calendarEndpoints.exportFeed,
    {
      schema: {
        summary: "A listing's iCalendar export",
        tags,
        description:
          'The private iCalendar export of a listing (`<token>.ics`, no login): reserved dates and booked stays as all-day events. Honours If-None-Match and If-Modified-Since.',
        params: z.object({ file: z.string().max(80) }),
        rawAnswers: { 200: { description: 'The calendar', contentType: 'text/calendar' } },
        response: {
          200: z.string().describe('text/calendar'),
          304: z.null().describe('Not modified'),
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const answer = await exportCalendar(request.params.file.replace(/\.ics$/, ''), {
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      })
      reply
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified.toUTCString())
        .header('cache-control', 'private, no-cache')
      if (answer.status === 'not-modified') return reply.status(304).send(null)
      // The body is the calendar itself, not a JSON string.
      return reply
        .type('text/calendar; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(answer.body)
    },
  )
}
